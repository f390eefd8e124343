import { createHash, randomUUID } from 'node:crypto';
import { readlinkSync } from 'node:fs';
import os from 'node:os';

/**
 * Lease holder ids that say where their holder runs: `<uuid>/<pid>/<host>`, where host is a
 * short hash of the host name and the process-id namespace (containers sharing a host name
 * number their processes apart). A server that starts again can then tell a holder of its own
 * host whose process is gone (it was killed: its tasks end at once) from one that is merely
 * another replica (its lease is left to run out).
 */
const HOST_KEY = hostKey();
/** Holders of this process still in use; a holder with this pid not among them has stopped. */
const liveHolders = new Set<string>();

function hostKey(): string {
  let namespace = '';
  try {
    namespace = readlinkSync('/proc/self/ns/pid');
  } catch {
    // No /proc (not Linux): the host name alone says where a holder runs.
  }
  return createHash('sha256').update(`${os.hostname()}\n${namespace}`).digest('hex').slice(0, 12);
}

/** A new holder id for one set of task workers; `releaseLeaseHolder` when they stop. */
export function createLeaseHolder(): string {
  const holder = `${randomUUID()}/${process.pid}/${HOST_KEY}`;
  liveHolders.add(holder);
  return holder;
}

export function releaseLeaseHolder(holder: string): void {
  liveHolders.delete(holder);
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/**
 * Whether the holder certainly stopped: it ran on this host, and its process is gone (or is this
 * process, which no longer uses it). Anything unsure (another host, an old-style id, a process
 * that exists) answers false, and its lease runs out as usual.
 */
export function isLeaseHolderGone(holder: string): boolean {
  const match = /^[0-9a-f-]{36}\/(\d+)\/([0-9a-f]{12})$/.exec(holder);
  if (!match || match[2] !== HOST_KEY) return false;
  const pid = Number(match[1]);
  if (pid === process.pid) return !liveHolders.has(holder);
  return !processExists(pid);
}

/** The holder id a process with this pid on this host would have had (for tests). */
export function leaseHolderOf(pid: number, host: string = HOST_KEY): string {
  return `${randomUUID()}/${pid}/${host}`;
}
