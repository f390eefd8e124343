import { describe, expect, it } from 'vitest';
import { completionEvent, logEvent, taskFixture } from '../../testing/fixtures';
import { applyTaskEvents, initialTaskRunState, restartTaskRunState, taskPhase } from './taskState';

const task = taskFixture();

describe('applyTaskEvents', () => {
  it('starts every step open and follows the statuses the log events report', () => {
    const state = applyTaskEvents(initialTaskRunState(task), [
      logEvent(1, 'Beginning step Fetch', {
        stepId: 'fetch',
        status: 'processing',
        createdAt: '2026-03-10T12:00:01.000Z',
      }),
      logEvent(2, 'Fetching', { stepId: 'fetch' }),
      logEvent(3, 'Finished', {
        stepId: 'fetch',
        status: 'completed',
        createdAt: '2026-03-10T12:00:04.000Z',
      }),
      logEvent(4, 'Skipping', { stepId: 'publish', status: 'skipped' }),
      logEvent(5, 'Beginning', {
        stepId: 'register',
        status: 'processing',
        createdAt: '2026-03-10T12:00:05.000Z',
      }),
    ]);
    expect(state.steps).toEqual([
      {
        id: 'fetch',
        name: 'Fetch skeleton',
        status: 'completed',
        startedAt: '2026-03-10T12:00:01.000Z',
        endedAt: '2026-03-10T12:00:04.000Z',
      },
      expect.objectContaining({ id: 'publish', status: 'skipped' }),
      {
        id: 'register',
        name: 'Register',
        status: 'processing',
        startedAt: '2026-03-10T12:00:05.000Z',
      },
    ]);
    expect(state.log.map(line => line.message)).toHaveLength(5);
    expect(state.lastEventId).toBe(5);
    expect(taskPhase(state, 'processing')).toBe('running');
  });

  it('keeps the output of a successful completion', () => {
    const state = applyTaskEvents(initialTaskRunState(task), [
      completionEvent(1, {
        output: {
          links: [{ title: 'Open in catalog', entityRef: 'component:default/payments' }],
          text: [{ title: 'Next', content: '**Done**' }],
        },
      }),
    ]);
    expect(taskPhase(state, 'processing')).toBe('completed');
    expect(state.output?.links).toEqual([
      { title: 'Open in catalog', entityRef: 'component:default/payments' },
    ]);
    expect(state.output?.text).toEqual([{ title: 'Next', content: '**Done**' }]);
  });

  it('fails the running step when the task completes with an error', () => {
    const state = applyTaskEvents(initialTaskRunState(task), [
      logEvent(1, 'Beginning', { stepId: 'fetch', status: 'processing' }),
      completionEvent(2, { error: { name: 'InputError', message: 'Bad url' } }),
    ]);
    expect(state.steps[0]?.status).toBe('failed');
    expect(state.steps[1]?.status).toBe('open');
    expect(state.error).toEqual({ name: 'InputError', message: 'Bad url' });
    expect(taskPhase(state, 'processing')).toBe('failed');
  });

  it('ends a cancelled task as cancelled', () => {
    const state = applyTaskEvents(initialTaskRunState(task), [
      logEvent(1, 'Beginning', { stepId: 'fetch', status: 'processing' }),
      { ...completionEvent(2), type: 'cancelled', body: { message: 'Cancelled' } },
      completionEvent(3, { error: { message: 'Cancelled by user' } }),
    ]);
    expect(state.steps[0]?.status).toBe('cancelled');
    expect(taskPhase(state, 'processing')).toBe('cancelled');
  });

  it('ends a cancelled task as cancelled when its completion carries no error', () => {
    // What the server writes for a cancelled run: a message, neither output nor error.
    const state = applyTaskEvents(initialTaskRunState(task), [
      logEvent(1, 'Beginning', { stepId: 'fetch', status: 'processing' }),
      { ...completionEvent(2), type: 'cancelled', body: { message: 'The task was cancelled' } },
      completionEvent(3, { message: 'Run completed with status: cancelled' }),
    ]);
    expect(state.steps.map(step => step.status)).toEqual(['cancelled', 'open', 'open']);
    expect(taskPhase(state, 'processing')).toBe('cancelled');
  });

  it('takes the task status when no completion event has been seen', () => {
    expect(taskPhase(initialTaskRunState(task), 'failed')).toBe('failed');
  });

  it('runs unfinished steps again after a restart, keeping finished ones and the log', () => {
    const failed = applyTaskEvents(initialTaskRunState(task), [
      logEvent(1, 'a', { stepId: 'fetch', status: 'completed' }),
      logEvent(2, 'b', { stepId: 'publish', status: 'failed' }),
      completionEvent(3, { error: { message: 'push rejected' } }),
    ]);
    const restarted = restartTaskRunState(failed);
    expect(restarted.steps.map(step => step.status)).toEqual(['completed', 'open', 'open']);
    expect(restarted.completed).toBe(false);
    expect(restarted.error).toBeUndefined();
    expect(restarted.log).toHaveLength(2);
  });
});
