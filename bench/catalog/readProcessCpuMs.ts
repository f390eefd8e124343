import { readFile } from 'node:fs/promises';

// USER_HZ: /proc reports CPU time in ticks of 1/100 s on every Linux architecture Node runs on.
const MS_PER_TICK = 10;

/** CPU time (user + system) a process has used so far, from /proc/<pid>/stat. */
export async function readProcessCpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // The command name may contain spaces and parentheses; the fields after the last ')' do not.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime)) {
    throw new Error(`Unexpected /proc/${pid}/stat: ${stat.slice(0, 200)}`);
  }
  return (utime + stime) * MS_PER_TICK;
}

/** Share of one core the process used while `work` ran, in percent (200 = two cores busy). */
export async function measureCpuPercent<T>(
  pid: number,
  work: () => Promise<T>,
): Promise<{ result: T; cpuPercent: number }> {
  const cpuBefore = await readProcessCpuMs(pid);
  const started = performance.now();
  const result = await work();
  const cpuMs = (await readProcessCpuMs(pid)) - cpuBefore;
  return { result, cpuPercent: (cpuMs / (performance.now() - started)) * 100 };
}
