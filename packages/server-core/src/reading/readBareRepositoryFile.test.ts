import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InputError, NotFoundError } from '@atrium/model';
import { runTestGit } from '../testing/runTestGit';
import { findBareRepositoryPath, readBareRepositoryFile } from './readBareRepositoryFile';

describe('readBareRepositoryFile', () => {
  let root: string;
  let bare: string;
  const limit = { maxBytes: 1024 * 1024 };

  beforeAll(async () => {
    root = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-bare-')));
    const work = path.join(root, 'work');
    await fs.mkdir(path.join(work, 'docs'), { recursive: true });
    await fs.writeFile(path.join(work, 'catalog-info.yaml'), 'kind: Component\n');
    await fs.writeFile(path.join(work, 'docs', 'index.md'), '# Payments\n');
    await fs.writeFile(path.join(work, 'big.txt'), 'x'.repeat(2048));
    // A file of that name next to the repository, which a climbing path would reach.
    await fs.mkdir(path.join(root, 'velora'));
    await fs.writeFile(path.join(root, 'secret.txt'), 'not in the repository');
    bare = path.join(root, 'velora', 'payments.git');
    runTestGit(root, 'init', '--quiet', '--bare', '--initial-branch=main', bare);
    runTestGit(work, 'init', '--quiet', '--initial-branch=main');
    runTestGit(work, 'add', '--all');
    runTestGit(work, 'commit', '--quiet', '-m', 'initial commit');
    runTestGit(work, 'push', '--quiet', bare, 'HEAD:refs/heads/main');
  });
  afterAll(() => fs.rm(root, { recursive: true, force: true }));

  it('reads a file at HEAD through the repository directory, nested or not', async () => {
    const file = path.join(bare, 'catalog-info.yaml');
    expect((await readBareRepositoryFile(file, limit))?.toString()).toBe('kind: Component\n');
    const nested = await readBareRepositoryFile(path.join(bare, 'docs', 'index.md'), limit);
    expect(nested?.toString()).toBe('# Payments\n');
    expect(await findBareRepositoryPath(path.join(bare, 'docs', 'index.md'))).toEqual({
      gitDir: bare,
      pathInRepository: 'docs/index.md',
    });
  });

  it('answers undefined for a path through no bare repository', async () => {
    expect(await readBareRepositoryFile(path.join(root, 'work', 'catalog-info.yaml'), limit)).toBe(
      undefined,
    );
    // A directory named *.git that is no repository.
    await fs.mkdir(path.join(root, 'plain.git'), { recursive: true });
    expect(await readBareRepositoryFile(path.join(root, 'plain.git', 'x.yaml'), limit)).toBe(
      undefined,
    );
  });

  it('is a NotFoundError for a file the repository does not have', async () => {
    await expect(readBareRepositoryFile(path.join(bare, 'missing.yaml'), limit)).rejects.toThrow(
      NotFoundError,
    );
  });

  it('is a NotFoundError for an empty repository', async () => {
    const empty = path.join(root, 'velora', 'empty.git');
    runTestGit(root, 'init', '--quiet', '--bare', empty);
    await expect(
      readBareRepositoryFile(path.join(empty, 'catalog-info.yaml'), limit),
    ).rejects.toThrow(NotFoundError);
  });

  it('never leaves the repository: climbing paths resolve outside it and read nothing', async () => {
    const climbing = `${bare}/../../secret.txt`;
    expect(await findBareRepositoryPath(climbing)).toBeUndefined();
    expect(await readBareRepositoryFile(climbing, limit)).toBeUndefined();
    expect(await readBareRepositoryFile(`${bare}/../../../../etc/passwd`, limit)).toBeUndefined();
    // Inside the repository `..` cannot name the tree's parent either.
    await expect(
      readBareRepositoryFile(`${bare}/docs/../../payments.git/HEAD`, limit),
    ).rejects.toThrow(NotFoundError);
  });

  it('refuses a directory and a file over the size limit', async () => {
    await expect(readBareRepositoryFile(path.join(bare, 'docs'), limit)).rejects.toThrow(
      /is not a file/,
    );
    await expect(
      readBareRepositoryFile(path.join(bare, 'big.txt'), { maxBytes: 1000 }),
    ).rejects.toThrow(InputError);
    expect(
      (await readBareRepositoryFile(path.join(bare, 'big.txt'), { maxBytes: 2048 }))?.length,
    ).toBe(2048);
  });
});
