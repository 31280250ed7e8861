/** What a handler's signal says when it is aborted: which job, which attempt. */
export interface AbortedAttempt {
  readonly name: string;
  readonly id: string;
  readonly attempt: number;
}

/**
 * The attempt is about to run out of its time (`expireInSeconds`): the handler stops its work,
 * records the failure if it keeps one, and rejects, before the job engine may hand the job out
 * again. The job is then retried like any failed attempt.
 */
export class AttemptTimedOutError extends Error {
  constructor(
    readonly job: AbortedAttempt,
    readonly expireInSeconds: number,
    readonly marginSeconds: number,
  ) {
    super(
      `Attempt ${job.attempt} of ${job.name} ran out of time: it may hold its job ${expireInSeconds} s, and was stopped ${marginSeconds} s before, to record its end`,
    );
    this.name = 'AttemptTimedOutError';
  }
}

/**
 * The service is stopping: the handler stops its work and rejects. The job is given back to the
 * queue, due at once, so the next start (or another instance) takes it up; it does not wait for
 * the attempt's expiry.
 */
export class EngineStoppingError extends Error {
  constructor(readonly job: AbortedAttempt) {
    super(
      `Attempt ${job.attempt} of ${job.name} was stopped: the service is shutting down; the job is given back to the queue`,
    );
    this.name = 'EngineStoppingError';
  }
}

/**
 * How long before its expiry an attempt's signal is aborted: a tenth of the expiry, at least 1 s
 * and at most 30 s, and never more than half of it. Enough for a handler to kill its reader
 * and write one row; pg-boss finds expired jobs only at its next maintenance after the expiry, so
 * the job cannot be handed out again within the margin.
 */
export const abortMarginMs = (expireInSeconds: number): number => {
  const expireMs = expireInSeconds * 1000;
  return Math.min(30_000, Math.max(1000, expireMs / 10), expireMs / 2);
};
