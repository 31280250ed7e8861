import { runCli } from './index.ts';

// The `customs` command (bin/customs.mjs): everything it does is in program.ts.
await runCli(process.argv);
