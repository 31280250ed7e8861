import autocannon from 'autocannon';

/**
 * Run by measureLatency in a process of its own: drives one URL with autocannon and keeps the time
 * of every response, so any percentile can be read (autocannon's report has p97.5, no p95).
 */
interface DriverOptions {
  readonly url: string;
  readonly connections: number;
  readonly seconds: number;
  readonly headers: Record<string, string>;
}

const options = JSON.parse(process.argv[2] ?? '{}') as DriverOptions;
const times: number[] = [];
let non2xx = 0;
const instance = autocannon(
  {
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
  },
  (error, result) => {
    if (error) throw error;
    times.sort((a, b) => a - b);
    const at = (percent: number) =>
      Math.round((times[Math.max(0, Math.ceil((percent / 100) * times.length) - 1)] ?? 0) * 10) /
      10;
    process.stdout.write(
      JSON.stringify({
        requestsPerSecond: Math.round(result.requests.average),
        p50Ms: at(50),
        p95Ms: at(95),
        p99Ms: at(99),
        non2xx,
        errors: result.errors,
      }),
    );
  },
);
instance.on('response', (_client, statusCode: number, _bytes, responseTime: number) => {
  times.push(responseTime);
  if (statusCode < 200 || statusCode > 299) non2xx += 1;
});
