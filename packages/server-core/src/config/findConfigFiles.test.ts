import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findConfigFiles } from './findConfigFiles';

let cwd: string;
beforeEach(async () => {
  cwd = await mkdtemp(join(tmpdir(), 'atrium-find-config-'));
});
afterEach(async () => {
  await rm(cwd, { recursive: true, force: true });
});

describe('findConfigFiles', () => {
  it('finds the default files that exist', async () => {
    await writeFile(join(cwd, 'app-config.local.yaml'), '');
    expect(await findConfigFiles({ cwd, argv: [], env: {} })).toEqual([
      join(cwd, 'app-config.local.yaml'),
    ]);
  });

  it('resolves --config files against cwd and keeps their order', async () => {
    await writeFile(join(cwd, 'b.yaml'), '');
    await writeFile(join(cwd, 'a.yaml'), '');
    expect(
      await findConfigFiles({ cwd, argv: ['--config', 'b.yaml', '--config', 'a.yaml'], env: {} }),
    ).toEqual([join(cwd, 'b.yaml'), join(cwd, 'a.yaml')]);
  });

  it('rejects URLs and folders given with --config', async () => {
    await mkdir(join(cwd, 'conf'));
    await expect(
      findConfigFiles({ cwd, argv: ['--config', 'https://config.example.com/a.yaml'], env: {} }),
    ).rejects.toThrow('URLs are not supported');
    await expect(findConfigFiles({ cwd, argv: ['--config', 'conf'], env: {} })).rejects.toThrow(
      "Config file 'conf' given with --config does not exist",
    );
  });
});
