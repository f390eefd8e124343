import { execFileSync } from 'node:child_process';

/** Git apart from the machine's settings, with a fixed author, for tests that build repositories. */
export const TEST_GIT_ENV: NodeJS.ProcessEnv = {
  ...process.env,
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@velora.example',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@velora.example',
  LANG: 'C',
};

/** Runs git in `cwd` with an argument list (never a shell), answering its standard output. */
export function runTestGit(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, env: TEST_GIT_ENV, encoding: 'utf8' });
}
