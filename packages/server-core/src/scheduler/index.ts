export * from './createScheduler';
export type * from './SchedulerService';
export type * from './Queue';
export type { Duration } from './durationMs';
export * from './schedulerErrors';
