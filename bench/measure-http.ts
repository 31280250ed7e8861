import autocannon from 'autocannon';

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
 * Drives one URL at a fixed concurrency for a fixed time (bounded, loopback only). The load runs in
 * a worker thread, so generating it does not steal the server's event loop.
 */
export const measureHttp = async (url: string, options: LoadOptions): Promise<HttpFigures> => {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    workers: 1,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
};
