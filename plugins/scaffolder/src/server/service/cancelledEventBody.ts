import type { JsonObject } from '../../shared';
import type { TaskEventRow } from '../store/taskEventStore';

/**
 * The body of a task's `cancelled` event. Backstage names the step that was running, the step of
 * the run's latest log line that names one; a task cancelled before any step began names none.
 */
export function cancelledEventBody(runningStepId: string | undefined): JsonObject {
  if (runningStepId === undefined)
    return { message: 'The task was cancelled', status: 'cancelled' };
  return {
    message: `Step ${runningStepId} has been cancelled.`,
    stepId: runningStepId,
    status: 'cancelled',
  };
}

/** The step of the current run's latest log line naming one; a retry starts a new run. */
export function runningStepId(events: readonly TaskEventRow[]): string | undefined {
  for (let index = events.length - 1; index >= 0; index--) {
    const event = events[index]!;
    if (event.event_type === 'recovered') return undefined;
    if (event.event_type !== 'log') continue;
    const { stepId } = JSON.parse(event.body) as { stepId?: unknown };
    if (typeof stepId === 'string') return stepId;
  }
  return undefined;
}
