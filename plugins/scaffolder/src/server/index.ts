export {
  createScaffolderPlugin,
  type ScaffolderPluginOptions,
  type ScaffolderRunnerContext,
  type ScaffolderTiming,
} from './plugin';
export type { TaskRunner, TaskRunRequest, TaskRunResult } from './engine/TaskRunner';
