import type { Logger } from '@atrium/server-core';
import { truncateText, type NotificationsSender } from '@atrium/plugin-notifications/node';
import { SCAFFOLDER_PLUGIN_ID, type TaskSpec } from '../../shared';
import type { TaskRow } from '../store/tables';
import type { RunOutcome } from './completionBody';

/** Tells a task's creator that the task ended (`scaffolder.notifications.enabled`). */
export interface TaskNotifier {
  /** Never rejects: the task has ended already, and a notification must not change that. */
  taskEnded(task: TaskRow, outcome: RunOutcome): Promise<void>;
}

export interface TaskNotifierOptions {
  /** The notifications plugin's sender; absent when that plugin is not installed. */
  sender: () => NotificationsSender | undefined;
  logger: Logger;
}

export const TASK_NOTIFICATION_TOPIC = 'scaffolder-task';
/** Long enough for an error's first lines, ellipsis included; the task page has the whole log. */
const DESCRIPTION_LIMIT = 500;

/**
 * Completed and failed tasks are notified; a cancelled one is not, since whoever cancelled it
 * already knows. Tasks a service started have no user to tell.
 */
export function createTaskNotifier(options: TaskNotifierOptions): TaskNotifier {
  return {
    async taskEnded(task, outcome) {
      const sender = options.sender();
      if (!sender || !task.created_by || outcome.status === 'cancelled') return;
      const failed = outcome.status === 'failed';
      try {
        const template = templateTitle(task);
        await sender.send(SCAFFOLDER_PLUGIN_ID, {
          recipients: { type: 'entity', entityRef: [task.created_by] },
          payload: {
            title: `${failed ? 'Task failed' : 'Task completed'}: ${template}`,
            ...(failed && {
              description: truncateText(outcome.error.message, DESCRIPTION_LIMIT - 1),
            }),
            link: taskPagePath(task.id),
            severity: failed ? 'high' : 'normal',
            topic: TASK_NOTIFICATION_TOPIC,
            scope: `task:${task.id}`,
          },
        });
      } catch (error) {
        options.logger.warn(
          { err: error, taskId: task.id },
          'Scaffolder task notification could not be sent',
        );
      }
    },
  };
}

/** The web app's task page (src/web/routes.ts `taskPath`). */
function taskPagePath(taskId: string): string {
  return `/create/tasks/${encodeURIComponent(taskId)}`;
}

function templateTitle(task: TaskRow): string {
  const spec = JSON.parse(task.spec) as TaskSpec;
  const metadata = spec.templateInfo?.entity?.metadata;
  const title = metadata?.title ?? metadata?.name;
  if (typeof title === 'string' && title !== '') return title;
  return task.template_ref ?? 'a template';
}
