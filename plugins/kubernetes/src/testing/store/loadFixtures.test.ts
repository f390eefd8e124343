import { describe, expect, it } from 'vitest';
import { DEFAULT_FIXTURES_DIR, loadFixtures } from './loadFixtures';

type Status = {
  containerStatuses?: Array<{
    restartCount: number;
    state: { waiting?: { reason: string } };
    lastState: { terminated?: { reason: string } };
  }>;
  conditions?: Array<{ type: string; status: string; reason?: string }>;
  phase?: string;
};

describe('the bundled fixtures', () => {
  const { objects, logs } = loadFixtures([DEFAULT_FIXTURES_DIR]);
  const find = (kind: string, name: string) => {
    const found = objects.find(object => object.kind === kind && object.metadata.name === name);
    if (!found) throw new Error(`no ${kind} ${name}`);
    return found;
  };
  const podStatus = (name: string) => find('Pod', name).status as Status;

  it('label every workload with a demo component id', () => {
    const ids = new Set(
      objects.map(object => object.metadata.labels?.['backstage.io/kubernetes-id']),
    );
    for (const id of ['rides-service', 'rider-gateway', 'pricing-engine', 'wallet-service']) {
      expect(ids).toContain(id);
    }
    for (const id of ['dispatch-service', 'dock-gateway', 'fleet-status-service']) {
      expect(ids).toContain(id);
    }
    for (const id of ['maintenance-service', 'event-ingest', 'edge-gateway']) {
      expect(ids).toContain(id);
    }
  });

  it('hold each broken state the tab explains', () => {
    const waiting = (name: string) => podStatus(name).containerStatuses?.[0]?.state.waiting?.reason;
    expect(waiting('pricing-engine-6c8f9d7b4-crash')).toBe('CrashLoopBackOff');
    expect(podStatus('pricing-engine-6c8f9d7b4-crash').containerStatuses?.[0]?.restartCount).toBe(
      47,
    );
    expect(
      podStatus('pricing-engine-6c8f9d7b4-oomkd').containerStatuses?.[0]?.lastState.terminated
        ?.reason,
    ).toBe('OOMKilled');
    expect(waiting('wallet-service-58b7d9c6f4-7hjkl')).toBe('ImagePullBackOff');
    expect(waiting('dispatch-service-66d4c8b9f7-badimg')).toBe('InvalidImageName');
    expect(waiting('dispatch-service-66d4c8b9f7-cfgerr')).toBe('CreateContainerConfigError');
    expect(podStatus('dispatch-service-66d4c8b9f7-pendng').phase).toBe('Pending');
    expect(podStatus('maintenance-service-8f6d7c5b9-zr5vd').conditions).toContainEqual(
      expect.objectContaining({ type: 'Ready', status: 'False' }),
    );
    const aborted = find('Rollout', 'event-ingest').status as Status;
    expect(aborted.conditions).toContainEqual(
      expect.objectContaining({ type: 'Progressing', status: 'False', reason: 'RolloutAborted' }),
    );
    expect(find('CronJob', 'dispatch-archiver').spec).toMatchObject({ suspend: true });
  });

  it('give the crashing container a previous log', () => {
    expect(logs).toContainEqual(
      expect.objectContaining({ pod: 'pricing-engine-6c8f9d7b4-crash', previous: true }),
    );
  });
});
