import { describe, expect, it } from 'vitest';
import type { KubernetesObject } from './contract';
import {
  canaryStepLabel,
  canarySteps,
  cronJobStatus,
  isRolloutAborted,
  isRolloutPaused,
  jobStatus,
} from './workloadStatus';

describe('jobStatus', () => {
  const job = (status: unknown): KubernetesObject => ({ kind: 'Job', status });

  it('follows the Complete and Failed conditions first', () => {
    expect(jobStatus(job({ active: 1, conditions: [{ type: 'Complete', status: 'True' }] }))).toBe(
      'Succeeded',
    );
    expect(jobStatus(job({ succeeded: 1, conditions: [{ type: 'Failed', status: 'True' }] }))).toBe(
      'Failed',
    );
  });

  it('falls back to the pod counts', () => {
    expect(jobStatus(job({ active: 1 }))).toBe('Running');
    expect(jobStatus(job({ succeeded: 1 }))).toBe('Succeeded');
    expect(jobStatus(job({ failed: 2 }))).toBe('Failed');
  });

  it('counts a job that has no pod yet as running', () => {
    expect(jobStatus(job(undefined))).toBe('Running');
  });
});

describe('cronJobStatus', () => {
  it('is Suspended when suspended, else Active', () => {
    expect(cronJobStatus({ spec: { suspend: true } })).toBe('Suspended');
    expect(cronJobStatus({ spec: { suspend: false } })).toBe('Active');
    expect(cronJobStatus({})).toBe('Active');
  });
});

const steps = [
  { setWeight: 20 },
  { pause: { duration: '10m' } },
  { pause: { duration: 30 } },
  { analysis: { templates: [{ templateName: 'success-rate' }, { templateName: 'latency' }] } },
  { pause: {} },
];

function rollout(status: unknown): KubernetesObject {
  return { kind: 'Rollout', spec: { strategy: { canary: { steps } } }, status };
}

const aborted = { type: 'Progressing', status: 'False', reason: 'RolloutAborted' };

describe('rollout state', () => {
  it('is aborted only when Progressing is False with reason RolloutAborted', () => {
    expect(isRolloutAborted(rollout({ conditions: [aborted] }))).toBe(true);
    expect(isRolloutAborted(rollout({ conditions: [{ ...aborted, status: 'True' }] }))).toBe(false);
    expect(isRolloutAborted(rollout({ conditions: [{ ...aborted, reason: 'Other' }] }))).toBe(
      false,
    );
    expect(isRolloutAborted(rollout(undefined))).toBe(false);
  });

  it('is paused when a pause condition has reason CanaryPauseStep', () => {
    expect(isRolloutPaused(rollout({ pauseConditions: [{ reason: 'CanaryPauseStep' }] }))).toBe(
      true,
    );
    expect(isRolloutPaused(rollout({ pauseConditions: [{ reason: 'BlueGreenPause' }] }))).toBe(
      false,
    );
    expect(isRolloutPaused(rollout({}))).toBe(false);
  });
});

describe('canarySteps', () => {
  const labels = [
    'Set weight to 20%',
    'Pause for 10m',
    'Pause for 30s',
    'Analysis: success-rate, latency',
    'Infinite pause',
    'Canary promoted',
  ];

  it('labels every step and ends with Canary promoted', () => {
    expect(canarySteps(rollout({ currentStepIndex: 1 }))).toEqual({ labels, activeStep: 1 });
  });

  it('lands on Canary promoted once every step is done', () => {
    expect(canarySteps(rollout({ currentStepIndex: 5 })).activeStep).toBe(5);
    expect(canarySteps(rollout({ currentStepIndex: 9 })).activeStep).toBe(5);
  });

  it('has no active step when aborted', () => {
    expect(
      canarySteps(rollout({ currentStepIndex: 2, conditions: [aborted] })).activeStep,
    ).toBeUndefined();
  });

  it('starts at the first step and copes with a rollout without steps', () => {
    expect(canarySteps({ kind: 'Rollout' })).toEqual({
      labels: ['Canary promoted'],
      activeStep: 0,
    });
  });

  it('names an analysis without templates and other step kinds as they are', () => {
    expect(canaryStepLabel({ analysis: {} })).toBe('Analysis');
    expect(canaryStepLabel({ setCanaryScale: { replicas: 2 } })).toBe('setCanaryScale');
  });
});
