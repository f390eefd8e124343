import { describe, expect, it } from 'vitest';
import type { TaskEventType } from '../../shared';
import type { TaskEventRow } from '../store/taskEventStore';
import { cancelledEventBody, runningStepId } from './cancelledEventBody';

const event = (type: TaskEventType, body: object, id = 1): TaskEventRow => ({
  id,
  task_id: 't',
  event_type: type,
  body: JSON.stringify(body),
  created_at: 0,
});

describe('cancelledEventBody', () => {
  it('names the running step as Backstage does, or no step when none began', () => {
    expect(cancelledEventBody('publish')).toEqual({
      message: 'Step publish has been cancelled.',
      stepId: 'publish',
      status: 'cancelled',
    });
    expect(cancelledEventBody(undefined)).toEqual({
      message: 'The task was cancelled',
      status: 'cancelled',
    });
  });

  it("finds the step of the current run's latest log line naming one", () => {
    const firstRun = [
      event('log', { message: 'Starting up task with 2 steps' }),
      event('log', { message: 'Beginning step Fetch', stepId: 'fetch', status: 'processing' }),
      event('log', { message: 'Finished step Fetch', stepId: 'fetch', status: 'completed' }),
      event('log', { message: 'Beginning step Publish', stepId: 'publish', status: 'processing' }),
      event('log', { message: 'Pushing' }),
    ];
    expect(runningStepId(firstRun)).toBe('publish');
    expect(runningStepId([])).toBeUndefined();
    const retried = [...firstRun, event('recovered', { message: 'The task was retried' })];
    expect(runningStepId(retried)).toBeUndefined();
    expect(runningStepId([...retried, event('log', { message: 'Go', stepId: 'fetch' })])).toBe(
      'fetch',
    );
  });
});
