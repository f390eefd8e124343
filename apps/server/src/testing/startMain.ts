import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: `npm start` runs from here, so relative config paths resolve here. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface StartedMain {
  child: ChildProcess;
  /** Everything the process wrote so far, both streams. */
  output: () => string;
  exited: Promise<number | null>;
}

/** Runs `apps/server/src/main.ts` as `npm start` does, with these arguments. */
export function startMain(args: string[]): StartedMain {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', ...args], {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'warn' },
  });
  child.stdout?.on('data', chunk => (output += chunk));
  child.stderr?.on('data', chunk => (output += chunk));
  const exited = new Promise<number | null>(resolve => child.on('exit', code => resolve(code)));
  return { child, output: () => output, exited };
}
