export { createJobEngine } from './job-engine.ts';
export type { JobEngine, JobEngineOptions, SendOptions } from './job-engine.ts';
export { defineJob } from './job-definition.ts';
export type { AnyJobDefinition, JobContext, JobDefinition, JobSchedule } from './job-definition.ts';
export { abortMarginMs, AttemptTimedOutError, EngineStoppingError } from './abort-reasons.ts';
export type { AbortedAttempt } from './abort-reasons.ts';
export { txExecutor } from './tx-executor.ts';
export { idsWithLiveJob } from './live-jobs.ts';
