export { createJobEngine } from './job-engine.ts';
export type { JobEngine, JobEngineOptions, SendOptions } from './job-engine.ts';
export { defineJob } from './job-definition.ts';
export type { AnyJobDefinition, JobDefinition, JobSchedule } from './job-definition.ts';
export { txExecutor } from './tx-executor.ts';
