import autocannon from 'autocannon';

export interface HttpFigures {
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly non2xx: number;
  readonly errors: number;
}

/** Drives one URL at a fixed concurrency for a fixed time (bounded, loopback only). */
export const measureHttp = async (
  url: string,
  options: { connections: number; seconds: number },
): Promise<HttpFigures> => {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
};
