import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createConfig } from '../config';
import { createProtectedPaths } from './createProtectedPaths';
import { protectedPathsFromConfig } from './protectedPathsFromConfig';

describe('createProtectedPaths', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-protected-')));
    await fs.mkdir(path.join(dir, 'data'));
    await fs.writeFile(path.join(dir, 'data', 'auth.sqlite'), 'keys');
    await fs.mkdir(path.join(dir, 'docs'));
  });
  afterEach(() => fs.rm(dir, { recursive: true, force: true }));

  const guard = () => createProtectedPaths({ paths: ['./data'], workingDirectory: dir });

  it('refuses a protected path, anything inside it, and a way there through `..`', async () => {
    for (const file of ['data', 'data/auth.sqlite', 'docs/../data/auth.sqlite', 'data/later.db']) {
      await expect(guard().assertReadable(path.join(dir, file), file)).rejects.toThrow(
        `Reading ${file} is not allowed: it is a protected path`,
      );
    }
  });

  it('refuses a symbolic link into a protected path, and one made before the path exists', async () => {
    await fs.symlink(path.join(dir, 'data'), path.join(dir, 'docs', 'data-link'));
    await expect(
      guard().assertReadable(path.join(dir, 'docs/data-link/auth.sqlite')),
    ).rejects.toThrow('protected path');
    const later = createProtectedPaths({ paths: ['./later'], workingDirectory: dir });
    await fs.mkdir(path.join(dir, 'elsewhere'));
    await fs.symlink(path.join(dir, 'elsewhere'), path.join(dir, 'later'));
    await expect(later.assertReadable(path.join(dir, 'elsewhere/file'))).rejects.toThrow(
      'protected path',
    );
  });

  it("refuses git's own folders and answers the real path of anything else", async () => {
    await expect(guard().assertReadable(path.join(dir, 'repo/.git/config'))).rejects.toThrow(
      'protected path',
    );
    await fs.symlink(path.join(dir, 'docs'), path.join(dir, 'docs-link'));
    await expect(guard().assertReadable(path.join(dir, 'docs-link/index.md'))).resolves.toBe(
      path.join(dir, 'docs/index.md'),
    );
  });

  it('protects the SQLite data, the configuration files and the local repositories', async () => {
    await fs.writeFile(path.join(dir, 'app-config.production.yaml'), 'x: 1');
    await fs.writeFile(path.join(dir, '.env'), 'SECRET=1');
    const config = createConfig({
      backend: { database: { client: 'better-sqlite3', connection: './atrium.sqlite' } },
      scaffolder: { localRepositoryRoots: ['./repos'] },
    });
    const paths = protectedPathsFromConfig(config, dir, { configFiles: ['/etc/atrium/app.yaml'] });
    for (const file of [
      'atrium.sqlite',
      'atrium.sqlite-wal',
      'app-config.production.yaml',
      '.env',
      'repos/velora/payments.git/config',
      '/etc/atrium/app.yaml',
    ]) {
      await expect(paths.assertReadable(path.resolve(dir, file)), file).rejects.toThrow(
        'protected path',
      );
    }
    await expect(paths.assertReadable(path.join(dir, 'docs/index.md'))).resolves.toBeTruthy();
  });
});
