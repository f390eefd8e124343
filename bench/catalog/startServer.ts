import { spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { SERVER_BUNDLE } from './buildServerBundle';
import { serverNodeOptions } from './serverNodeOptions';

export interface ServerProcess {
  readonly pid: number;
  readonly startedAt: number;
  readonly logFile: string;
  /** Set once the process has exited. */
  readonly exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  readonly exited: Promise<void>;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once the process is gone. */
  stop(graceMs?: number): Promise<{ stopMs: number; forced: boolean }>;
  /** The last lines of the server's log, for error messages. */
  logTail(lines?: number): string;
}

export interface StartServerOptions {
  repoRoot: string;
  configFile: string;
  logFile: string;
  /** Called with every process started, so an interrupted run can stop it. */
  onStart?: (server: ServerProcess) => void;
}

/**
 * Starts the server the way `npm start` does (`node <options> apps/server/dist/main.mjs`), as a
 * direct child so its pid is the server's own and /proc/<pid>/status shows the server's memory.
 */
export function startServer(options: StartServerOptions): ServerProcess {
  const log = openSync(options.logFile, 'a');
  const startedAt = performance.now();
  const args = [
    ...serverNodeOptions(options.repoRoot),
    SERVER_BUNDLE,
    '--config',
    options.configFile,
  ];
  const child = spawn(process.execPath, args, {
    cwd: options.repoRoot,
    stdio: ['ignore', log, log],
    env: serverEnv(),
  });
  closeSync(log);
  if (child.pid === undefined) throw new Error('Could not start the server process');
  const pid = child.pid;
  let exit: ServerProcess['exit'];
  const exited = new Promise<void>(resolve => {
    child.once('exit', (code, signal) => {
      exit = { code, signal };
      resolve();
    });
  });

  const server: ServerProcess = {
    pid,
    startedAt,
    logFile: options.logFile,
    get exit() {
      return exit;
    },
    exited,
    async stop(graceMs = 15_000) {
      const stopping = performance.now();
      if (exit) return { stopMs: 0, forced: false };
      process.kill(pid, 'SIGTERM');
      const graceful = await Promise.race([
        exited.then(() => true),
        new Promise<boolean>(resolve => setTimeout(() => resolve(false), graceMs).unref()),
      ]);
      if (!graceful && !exit) {
        process.kill(pid, 'SIGKILL');
        await exited;
      }
      return { stopMs: performance.now() - stopping, forced: !graceful };
    },
    logTail(lines = 20) {
      try {
        return readFileSync(options.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
      } catch {
        return '(no log)';
      }
    },
  };
  options.onStart?.(server);
  return server;
}

// APP_CONFIG_* variables would be merged over the bench config and change what is measured.
function serverEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('APP_CONFIG_')),
  );
}
