import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const autocannonCli = new URL(import.meta.resolve('autocannon/autocannon.js')).pathname;

export interface HttpFigures {
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly non2xx: number;
  readonly errors: number;
}

export interface LoadOptions {
  readonly connections: number;
  readonly seconds: number;
  readonly method?: 'GET' | 'POST';
  readonly headers?: Record<string, string>;
  readonly body?: string;
}

/**
 * Drives one URL at a fixed concurrency for a fixed time (bounded, loopback only), from a separate
 * process as wrk would: a load generator inside the measured process shares its allocator and
 * threads and understates the server.
 */
export const measureHttp = async (url: string, options: LoadOptions): Promise<HttpFigures> => {
  const args = [
    autocannonCli,
    '--json',
    '-c',
    String(options.connections),
    '-d',
    String(options.seconds),
    '-m',
    options.method ?? 'GET',
  ];
  for (const [name, value] of Object.entries(options.headers ?? {}))
    args.push('-H', `${name}=${value}`);
  if (options.body !== undefined) {
    const file = join(tmpdir(), `cds-bench-body-${process.pid}.json`);
    writeFileSync(file, options.body);
    args.push('-i', file);
  }
  args.push(url);
  const { stdout } = await run(process.execPath, args, {
    maxBuffer: 16 * 1024 * 1024,
    timeout: (options.seconds + 60) * 1000,
  });
  const result = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
  };
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
};
