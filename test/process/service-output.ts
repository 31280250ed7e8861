import type { Spawned } from '../support/processes.ts';

export interface LogEntry {
  readonly level: number;
  readonly msg: string;
  readonly err?: { readonly message?: string };
}

/** The service's JSON log lines. */
export const logEntries = (spawned: Spawned): LogEntry[] =>
  spawned
    .stdout()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as LogEntry);

/** The service's warnings and errors, one short line each, for a failure's message. */
export const troubles = (spawned: Spawned): string =>
  [
    ...logEntries(spawned)
      .filter((entry) => entry.level >= 40)
      .map((entry) => `${entry.level} ${entry.msg}: ${entry.err?.message?.split('\n')[0] ?? ''}`)
      .slice(-40),
    spawned.stderr(),
  ].join('\n');

/** One GET with its own deadline: a health endpoint that hangs is as bad as one that fails. */
export const timedGet = async (url: string, ms: number) => {
  const started = Date.now();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(ms) });
    await response.arrayBuffer();
    return { status: response.status, ms: Date.now() - started };
  } catch (error) {
    return { status: 0, ms: Date.now() - started, error: (error as Error).message };
  }
};
