import { describe, expect, it } from 'vitest';
import {
  proposeFixForReadinessProbe,
  proposeFixForTermination,
  proposeFixForWaiting,
} from './proposeFix';

const at = { podName: 'web-1', container: 'app' };

describe('proposeFixForWaiting', () => {
  it.each(['InvalidImageName', 'ImagePullBackOff', 'ErrImagePull', 'CreateContainerConfigError'])(
    'points %s at the Kubernetes docs',
    reason => {
      const fix = proposeFixForWaiting(reason, at);
      expect(fix).toMatchObject({ type: 'docs', errorType: reason });
      expect(fix?.type === 'docs' && fix.docsLink).toMatch(/^https:\/\/kubernetes\.io\/docs\//);
      expect(fix?.rootCauseExplanation).not.toBe('');
      expect(fix?.actions.length).toBeGreaterThan(0);
    },
  );

  it('sends CrashLoopBackOff to the container logs', () => {
    expect(proposeFixForWaiting('CrashLoopBackOff', at)).toMatchObject({
      type: 'logs',
      errorType: 'CrashLoopBackOff',
      container: 'app',
      podName: 'web-1',
    });
  });

  it('has no hint for other reasons', () => {
    expect(proposeFixForWaiting('ContainerCreating', at)).toBeUndefined();
    expect(proposeFixForWaiting(undefined, at)).toBeUndefined();
  });
});

describe('proposeFixForTermination', () => {
  it('points OOMKilled at the memory docs', () => {
    expect(proposeFixForTermination('OOMKilled', at)).toMatchObject({
      type: 'docs',
      errorType: 'OOMKilled',
      docsLink: 'https://kubernetes.io/docs/tasks/configure-pod-container/assign-memory-resource/',
    });
  });

  it.each(['Unknown', 'Error'])('sends an %s exit to the logs', reason => {
    expect(proposeFixForTermination(reason, at)).toMatchObject({
      type: 'logs',
      errorType: reason,
      container: 'app',
      podName: 'web-1',
      actions: ['View the logs of the previous run of the container.'],
    });
  });

  it('has no hint for a clean exit', () => {
    expect(proposeFixForTermination('Completed', at)).toBeUndefined();
  });
});

describe('proposeFixForReadinessProbe', () => {
  it('sends a failing readiness probe to the pod events', () => {
    expect(proposeFixForReadinessProbe('web-1')).toMatchObject({
      type: 'events',
      errorType: 'ReadinessProbeFailed',
      podName: 'web-1',
    });
  });
});
