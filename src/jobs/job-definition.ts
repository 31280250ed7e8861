/** What a handler is told about the attempt it runs. */
export interface JobContext {
  readonly id: string;
  /** 1 for the first attempt. */
  readonly attempt: number;
  /**
   * Aborted when the attempt must stop: with an `AttemptTimedOutError` shortly before its
   * `expireInSeconds` run out (see `abortMarginMs`), or with an `EngineStoppingError` when the
   * service stops. A handler that runs long work passes it on (or kills its worker on it) and
   * rejects; one that ignores it is left running, but its job is handed out again at the expiry.
   */
  readonly signal: AbortSignal;
}

/**
 * One kind of background job: its name, how often it is tried and how long one attempt may hold
 * it, and its handler. Every job the service sends or schedules is defined here once (a typed
 * registry, as Documenso does): sending or scheduling a name without a definition fails at start.
 */
export interface JobDefinition<Data extends object = object> {
  readonly name: string;
  /** Attempts in all, the first included (SPEC.md: three for extraction). */
  readonly attempts: number;
  /** Seconds before a retry; doubled each time. */
  readonly retryDelaySeconds: number;
  /**
   * How long one attempt may run before it is counted as failed and retried: the visibility
   * timeout. A process that dies holding a job gives it back after this.
   */
  readonly expireInSeconds: number;
  /** At most this many run at once in one process. */
  readonly concurrency: number;
  /** One job of this kind runs at a time across every instance, the others wait in order (imports). */
  readonly oneAtATime?: boolean;
  readonly handle: (data: Data, job: JobContext) => Promise<void>;
}

/**
 * A definition with its data type erased, for the registry (a handler of any data fits: a method
 * compares its parameters both ways). The engine always passes a signal; a test that calls a
 * registered handler itself may leave it out.
 */
export interface AnyJobDefinition extends Omit<JobDefinition<never>, 'handle'> {
  handle(
    data: never,
    job: Omit<JobContext, 'signal'> & { readonly signal?: AbortSignal },
  ): Promise<void>;
}

/** A job started by the clock: `cron` in UTC (five fields), with the data it is sent. */
export interface JobSchedule {
  readonly name: string;
  readonly cron: string;
  readonly data?: object;
}

export const defineJob = <Data extends object>(
  definition: JobDefinition<Data>,
): JobDefinition<Data> => definition;
