import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, realpath, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const bin = fileURLToPath(new URL('../bin/atrium.js', import.meta.url));

/** Runs the `atrium` command as a user would, in its own process. */
async function atrium(args: string[], cwd: string) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [bin, ...args], { cwd });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

let dir: string;
beforeAll(async () => {
  dir = await realpath(await mkdtemp(path.join(os.tmpdir(), 'atrium-cli-')));
  await mkdir(path.join(dir, 'rides/docs'), { recursive: true });
  await writeFile(path.join(dir, 'rides/mkdocs.yml'), 'site_name: Rides service\n');
  await writeFile(path.join(dir, 'rides/docs/index.md'), '# Rides\n\nHello.');
  await mkdir(path.join(dir, 'broken'));
  await writeFile(path.join(dir, 'broken/mkdocs.yml'), 'site_description: no name\n');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('atrium', () => {
  it('builds a site into ./site by default and prints the log', async () => {
    const result = await atrium(['docs', 'build'], path.join(dir, 'rides'));
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Building site Rides service\n');
    expect(result.stdout).toMatch(/Rendered 1 pages in \d+ ms/);
    const page = await readFile(path.join(dir, 'rides/site/index.html'), 'utf8');
    expect(page).toContain('<title>Rides - Rides service</title>');
  });

  it('builds a given directory into --output', async () => {
    const result = await atrium(['docs', 'build', 'rides', '--output', 'out'], dir);
    expect(result.code).toBe(0);
    const metadata = JSON.parse(
      await readFile(path.join(dir, 'out/techdocs_metadata.json'), 'utf8'),
    );
    expect(metadata.site_name).toBe('Rides service');
  });

  it('exits non-zero with the reason when the sources cannot be built', async () => {
    const result = await atrium(['docs', 'build', 'broken'], dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('atrium: mkdocs.yml: site_name is required\n');
  });

  it('prints usage for --help and for an unknown command', async () => {
    const help = await atrium(['--help'], dir);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: atrium <command>');
    const unknown = await atrium(['deploy'], dir);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('atrium: unknown command: deploy');
    expect(unknown.stderr).toContain('Usage: atrium <command>');
  });
});
