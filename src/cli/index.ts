export { runCli } from './program.ts';
