import { readFile } from 'node:fs/promises';

export interface ProcessMemory {
  /** Resident set size now (VmRSS). */
  rssMb: number;
  /** The largest resident set size so far (VmHWM). */
  peakRssMb: number;
}

/** Memory of one process, from /proc (Linux only; elsewhere there is nothing to read). */
export async function readProcessMemory(pid: number): Promise<ProcessMemory> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = (field: string) => {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
    if (!match) throw new Error(`/proc/${pid}/status has no ${field}`);
    return Number(match[1]) / 1024;
  };
  return { rssMb: kilobytes('VmRSS'), peakRssMb: kilobytes('VmHWM') };
}
