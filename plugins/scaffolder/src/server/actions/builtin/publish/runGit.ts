import { execFile } from 'node:child_process';

export interface RunGitOptions {
  cwd: string;
  /** The whole environment of the child: nothing is inherited but PATH. */
  env: Readonly<Record<string, string>>;
  signal?: AbortSignal;
  /** Values never to show in an error message (tokens, headers). */
  secrets?: readonly string[];
}

/** A git command that failed, its message holding git's own words with secrets masked. */
export class GitCommandError extends Error {
  override readonly name = 'GitCommandError';
}

/**
 * Runs the system git with an argument array (never a shell), answering its standard output.
 * Credentials travel in the environment only, so they are not in the process list.
 */
export function runGit(args: readonly string[], options: RunGitOptions): Promise<string> {
  const mask = (text: string) =>
    (options.secrets ?? []).reduce(
      (out, secret) => (secret ? out.split(secret).join('***') : out),
      text,
    );
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      [...args],
      {
        cwd: options.cwd,
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...options.env },
        signal: options.signal,
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        if (!error) return resolve(stdout);
        if (options.signal?.aborted) return reject(options.signal.reason);
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
          return reject(new GitCommandError('git is not installed on this server (not on PATH)'));
        }
        const detail = mask(String(stderr).trim() || error.message);
        const command = args.find(arg => !arg.startsWith('-')) ?? '';
        reject(new GitCommandError(`git ${command} failed: ${detail}`));
      },
    );
  });
}
