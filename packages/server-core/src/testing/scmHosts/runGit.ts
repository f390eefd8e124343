import { spawn } from 'node:child_process';

export interface RunGitOptions {
  /** Written to git's standard input. */
  input?: Buffer | string;
  /** Added to the environment (e.g. `GIT_INDEX_FILE`, an author). */
  env?: NodeJS.ProcessEnv;
}

/**
 * Runs git apart from the machine's settings with an argument list (never a shell), answering its
 * standard output as bytes: file contents may be binary.
 */
export function runGit(args: readonly string[], options: RunGitOptions = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', args, {
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        GIT_CONFIG_NOSYSTEM: '1',
        GIT_CONFIG_GLOBAL: '/dev/null',
        LANG: 'C',
        ...options.env,
      },
    });
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', chunk => (err += chunk));
    child.on('error', reject);
    child.on('close', code =>
      code === 0
        ? resolve(Buffer.concat(out))
        : reject(new Error(`git ${args[0] ?? ''} failed: ${err.trim()}`)),
    );
    child.stdin.on('error', () => undefined);
    child.stdin.end(options.input);
  });
}
