import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockActionContext } from '../../testing';
import { createFetchPlainAction } from './createFetchPlainAction';
import { createFetchPlainFileAction } from './createFetchPlainFileAction';

describe('fetch:plain and fetch:plain:file', () => {
  let root: string;
  let templateInfo: { entityRef: string; baseUrl: string };

  beforeAll(async () => {
    root = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-fetch-')));
    const template = path.join(root, 'template');
    await fs.mkdir(path.join(template, 'skeleton/docs'), { recursive: true });
    await fs.writeFile(path.join(template, 'template.yaml'), 'kind: Template');
    await fs.writeFile(path.join(template, 'skeleton/index.js'), 'console.log(1)');
    await fs.writeFile(path.join(template, 'skeleton/docs/index.md'), '# Docs');
    await fs.writeFile(path.join(root, 'outside.txt'), 'outside');
    templateInfo = {
      entityRef: 'template:default/t',
      baseUrl: pathToFileURL(path.join(template, 'template.yaml')).href,
    };
  });
  afterAll(() => fs.rm(root, { recursive: true, force: true }));

  const read = (dir: string, file: string) => fs.readFile(path.join(dir, file), 'utf8');

  it('copies a directory into the workspace, or into targetPath', async () => {
    const ctx = await createMockActionContext({ input: { url: './skeleton' }, templateInfo });
    await createFetchPlainAction().handler(ctx);
    expect(await read(ctx.workspacePath, 'index.js')).toBe('console.log(1)');
    expect(await read(ctx.workspacePath, 'docs/index.md')).toBe('# Docs');

    const sub = await createMockActionContext({
      input: { url: 'skeleton/docs', targetPath: 'site/docs' },
      templateInfo,
    });
    await createFetchPlainAction().handler(sub);
    expect(await read(sub.workspacePath, 'site/docs/index.md')).toBe('# Docs');
    await Promise.all([ctx.cleanup(), sub.cleanup()]);
  });

  it('copies one file to targetPath', async () => {
    const ctx = await createMockActionContext({
      input: { url: './skeleton/index.js', targetPath: 'src/main.js' },
      templateInfo,
    });
    await createFetchPlainFileAction().handler(ctx);
    expect(await read(ctx.workspacePath, 'src/main.js')).toBe('console.log(1)');
    await ctx.cleanup();
  });

  it('refuses sources outside the template and targets outside the workspace', async () => {
    const ctx = await createMockActionContext({
      input: { url: '../outside.txt', targetPath: 'x.txt' },
      templateInfo,
    });
    await expect(createFetchPlainFileAction().handler(ctx)).rejects.toThrow(
      /outside the template's directory/,
    );
    for (const targetPath of ['../escaped', '/tmp/escaped']) {
      const plain = await createMockActionContext({
        input: { url: './skeleton', targetPath },
        templateInfo,
      });
      await expect(createFetchPlainAction().handler(plain), targetPath).rejects.toThrow(
        /workspace/,
      );
      await plain.cleanup();
    }
    expect(await fs.readdir(root)).toEqual(['outside.txt', 'template']);
    await ctx.cleanup();
  });

  it('answers that remote templates need an integration', async () => {
    const ctx = await createMockActionContext({
      input: { url: 'https://example.com/skeleton' },
      templateInfo,
    });
    await expect(createFetchPlainAction().handler(ctx)).rejects.toThrow(
      /only http\(s\) URLs of a source-control integration/,
    );
    await ctx.cleanup();
  });
});
