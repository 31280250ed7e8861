import { setTimeout as sleep } from 'node:timers/promises';

export interface LivenessReport {
  readonly asked: number;
  /** Answers that were not 200, or came later than the limit, or not at all. */
  readonly failures: readonly string[];
  readonly slowestMs: number;
}

/**
 * Asks `/health/live` every `everyMs` until stopped, each answer allowed `limitMs`: what a load
 * balancer's probe sees while hostile documents are being read.
 */
export const watchLiveness = (baseUrl: string, everyMs = 100, limitMs = 2000) => {
  let running = true;
  let asked = 0;
  let slowestMs = 0;
  const failures: string[] = [];
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      asked += 1;
      try {
        const response = await fetch(`${baseUrl}/health/live`, {
          signal: AbortSignal.timeout(limitMs),
        });
        await response.arrayBuffer();
        const took = performance.now() - started;
        slowestMs = Math.max(slowestMs, took);
        if (response.status !== 200) failures.push(`status ${response.status}`);
        else if (took > limitMs) failures.push(`answered after ${Math.round(took)} ms`);
      } catch (error) {
        failures.push(`no answer within ${limitMs} ms (${(error as Error).name})`);
      }
      await sleep(everyMs);
    }
  })();
  return {
    async stop(): Promise<LivenessReport> {
      running = false;
      await loop;
      return { asked, failures, slowestMs: Math.round(slowestMs) };
    },
  };
};
