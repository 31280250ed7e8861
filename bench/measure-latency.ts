import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);
const driver = fileURLToPath(new URL('./latency-driver.ts', import.meta.url));

export interface LatencyFigures {
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p95Ms: number;
  readonly p99Ms: number;
  readonly non2xx: number;
  readonly errors: number;
}

/**
 * GET one URL at a fixed concurrency for a fixed time, from a separate process as measureHttp does,
 * with p95 too: the dossier list's figures are read at p50, p95 and p99.
 */
export const measureLatency = async (
  url: string,
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LatencyFigures> => {
  const { stdout } = await run(
    process.execPath,
    [
      '--import',
      'tsx',
      driver,
      JSON.stringify({
        url,
        connections: options.connections,
        seconds: options.seconds,
        headers: options.headers ?? {},
      }),
    ],
    { maxBuffer: 16 * 1024 * 1024, timeout: (options.seconds + 60) * 1000 },
  );
  return JSON.parse(stdout) as LatencyFigures;
};
