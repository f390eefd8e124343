import { promises as fs } from 'node:fs';
import path from 'node:path';
import { runGit } from './runGit';

/** A bare repository to create with one commit holding these files (none: an empty repository). */
export interface BulkRepository {
  /** Where the bare repository goes; must not exist yet. */
  bare: string;
  /** Contents by `/`-separated path. */
  files: Readonly<Record<string, string>>;
}

const COMMITTER = 'Fake Host <fake-host@example.com> 1700000000 +0000';

/**
 * Creates many bare repositories with a few git processes in all, where `git init` and a commit
 * per repository cost a dozen each (seconds for a few thousand): one `git fast-import` writes every
 * commit into a shared object store, and each repository is a directory of plain files pointing
 * at that store (`objects/info/alternates`) with its branch `main`. Git reads and pushes to them
 * like to any other; a push writes its new objects into the repository itself.
 */
export async function createRepositoriesInBulk(
  store: string,
  repositories: readonly BulkRepository[],
): Promise<void> {
  await runGit(['init', '--quiet', '--bare', store]);
  const chunks: string[] = [];
  repositories.forEach((repository, index) => {
    const files = Object.entries(repository.files);
    if (files.length === 0) return;
    chunks.push(`commit refs/heads/r${index}\ncommitter ${COMMITTER}\n${data('Initial commit')}`);
    for (const [file, content] of files) chunks.push(`M 100644 inline ${file}\n${data(content)}`);
  });
  await runGit(['--git-dir', store, 'fast-import', '--quiet'], { input: chunks.join('') });
  const refs = await runGit([
    '--git-dir',
    store,
    'for-each-ref',
    '--format=%(refname) %(objectname)',
  ]);
  const commits = new Map(
    refs
      .toString()
      .split('\n')
      .filter(Boolean)
      .map(line => line.split(' ') as [string, string]),
  );
  const objects = path.join(store, 'objects');
  for (const [index, repository] of repositories.entries()) {
    const { bare } = repository;
    for (const dir of ['objects/info', 'objects/pack', 'refs/heads', 'refs/tags']) {
      await fs.mkdir(path.join(bare, dir), { recursive: true });
    }
    await fs.writeFile(path.join(bare, 'HEAD'), 'ref: refs/heads/main\n');
    await fs.writeFile(
      path.join(bare, 'config'),
      '[core]\n\trepositoryformatversion = 0\n\tbare = true\n[http]\n\treceivepack = true\n',
    );
    await fs.writeFile(path.join(bare, 'objects/info/alternates'), `${objects}\n`);
    const commit = commits.get(`refs/heads/r${index}`);
    if (commit) await fs.writeFile(path.join(bare, 'refs/heads/main'), `${commit}\n`);
  }
}

/** fast-import's counted data block: the length in bytes, then the bytes. */
function data(content: string): string {
  return `data ${Buffer.byteLength(content)}\n${content}\n`;
}
