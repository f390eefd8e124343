import { EventEmitter } from 'node:events';

/**
 * Tells followers in this process that a task has new events, so a stream pushes them at once;
 * followers on other replicas find them by polling the database.
 */
export interface TaskEventBus {
  notify(taskId: string): void;
  subscribe(taskId: string, listener: () => void): () => void;
}

export function createTaskEventBus(): TaskEventBus {
  const emitter = new EventEmitter();
  // One listener per open stream; hundreds of browsers following tasks is normal.
  emitter.setMaxListeners(0);
  return {
    notify: taskId => emitter.emit(taskId),
    subscribe(taskId, listener) {
      emitter.on(taskId, listener);
      return () => emitter.off(taskId, listener);
    },
  };
}
