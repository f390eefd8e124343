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

export interface GitEnvironmentOptions {
  /** The one remote URL the header is sent to. */
  remote: string;
  /** An `Authorization` header value for the remote. */
  header?: string;
  /** Allows the file protocol, for a remote on this server's disk. */
  local?: boolean;
  /** Who commits; git's own fallbacks are not used. */
  author?: { name: string; email: string };
}

/**
 * Git run apart from the machine's and user's settings, never prompting, speaking only http(s)
 * (and the file protocol for a local remote), with the header scoped to the one remote URL.
 * Credentials travel in this environment, never in arguments.
 */
export function gitEnvironment(options: GitEnvironmentOptions): Record<string, string> {
  const config: Array<[string, string]> = [
    ['protocol.allow', 'never'],
    ['protocol.https.allow', 'always'],
    ['protocol.http.allow', 'always'],
    ['credential.helper', ''],
    ['commit.gpgSign', 'false'],
    ['core.hooksPath', '/dev/null'],
  ];
  if (options.local) config.push(['protocol.file.allow', 'always']);
  if (options.header) config.push([`http.${options.remote}.extraHeader`, options.header]);
  const env: Record<string, string> = {
    GIT_TERMINAL_PROMPT: '0',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_GLOBAL: '/dev/null',
    LANG: 'C',
    GIT_CONFIG_COUNT: String(config.length),
  };
  if (options.author) {
    env.GIT_AUTHOR_NAME = options.author.name;
    env.GIT_AUTHOR_EMAIL = options.author.email;
    env.GIT_COMMITTER_NAME = options.author.name;
    env.GIT_COMMITTER_EMAIL = options.author.email;
  }
  config.forEach(([key, value], i) => {
    env[`GIT_CONFIG_KEY_${i}`] = key;
    env[`GIT_CONFIG_VALUE_${i}`] = value;
  });
  return env;
}
