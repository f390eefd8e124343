import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import {
  createLeaseHolder,
  isLeaseHolderGone,
  leaseHolderOf,
  releaseLeaseHolder,
} from './leaseHolder';

/** The pid of a process that has ended. */
function endedPid(): number {
  const { pid } = spawnSync(process.execPath, ['-e', '']);
  if (pid === undefined) throw new Error('no process started');
  return pid;
}

describe('lease holders', () => {
  it('fit the lease column', () => {
    expect(createLeaseHolder().length).toBeLessThanOrEqual(64);
  });

  it('are gone once their process ended, or once this process let go of them', () => {
    expect(isLeaseHolderGone(leaseHolderOf(endedPid()))).toBe(true);
    const holder = createLeaseHolder();
    expect(isLeaseHolderGone(holder)).toBe(false);
    releaseLeaseHolder(holder);
    expect(isLeaseHolderGone(holder)).toBe(true);
    expect(isLeaseHolderGone(leaseHolderOf(process.pid))).toBe(true);
  });

  it('are not known to be gone while their process runs, on another host, or in another form', () => {
    expect(isLeaseHolderGone(leaseHolderOf(process.ppid))).toBe(false);
    expect(isLeaseHolderGone(leaseHolderOf(endedPid(), '0123456789ab'))).toBe(false);
    expect(isLeaseHolderGone('dead-worker')).toBe(false);
    expect(isLeaseHolderGone('7d4f1c8e-0000-4000-8000-000000000000')).toBe(false);
  });
});
