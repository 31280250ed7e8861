import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const tsx = import.meta.resolve('tsx');

export interface Spawned {
  readonly child: ChildProcess;
  readonly stdout: () => string;
  readonly stderr: () => string;
  /** Resolves with the exit code (or the signal's name). */
  readonly exited: Promise<number | string>;
}

/** Runs a TypeScript entry point the way `npm start` does, with a clean environment plus `env`. */
export const spawnTs = (
  script: string,
  options: { args?: string[]; cwd: string; env?: NodeJS.ProcessEnv },
): Spawned => {
  const child = spawn(process.execPath, ['--import', tsx, script, ...(options.args ?? [])], {
    cwd: options.cwd,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
  const exited = once(child, 'exit').then(([code, signal]) => (code ?? signal) as number | string);
  return { child, stdout: () => out, stderr: () => err, exited };
};

/** Waits for the service's "service started" log line and returns its address. */
export const waitForStart = async (spawned: Spawned, timeoutMs = 60_000): Promise<string> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const line of spawned.stdout().split('\n')) {
      if (!line.startsWith('{')) continue;
      const entry = JSON.parse(line) as { msg?: string; address?: string };
      if (entry.msg === 'service started' && entry.address) return entry.address;
    }
    if (spawned.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the service did not start:\n${spawned.stdout()}\n${spawned.stderr()}`);
};
