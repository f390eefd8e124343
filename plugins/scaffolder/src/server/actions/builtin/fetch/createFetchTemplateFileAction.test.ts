import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTemplateRenderer } from '../../../templating/createTemplateRenderer';
import { createMockActionContext } from '../../testing';
import { createFetchTemplateFileAction } from './createFetchTemplateFileAction';

const action = createFetchTemplateFileAction({ renderer: createTemplateRenderer() });
let root: string;
let workspace: string;
let baseUrl: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'fetch-file-'));
  workspace = join(root, 'workspace');
  await mkdir(workspace);
  await mkdir(join(root, 'template', 'files'), { recursive: true });
  baseUrl = pathToFileURL(join(root, 'template', 'template.yaml')).href;
  await writeFile(join(root, 'template', 'files', 'README.md'), '# ${{ values.name }}\n');
  await writeFile(join(root, 'template', 'files', 'cc.txt'), '{{ cookiecutter.name }}\n');
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function fetch(input: Record<string, unknown>) {
  const ctx = await createMockActionContext({
    input: action.schema!.input!.parse({
      url: './files/README.md',
      targetPath: 'docs/README.md',
      values: { name: 'billing' },
      ...input,
    }),
    workspacePath: workspace,
    templateInfo: { entityRef: 'template:default/test', baseUrl },
  });
  await action.handler(ctx);
  return { log: ctx.logs.map(line => line.message) };
}

describe('fetch:template:file', () => {
  it('renders one file into the workspace', async () => {
    await fetch({});
    expect(await readFile(join(workspace, 'docs/README.md'), 'utf8')).toBe('# billing\n');
  });

  it('reads cookiecutter syntax when asked', async () => {
    await fetch({ url: './files/cc.txt', targetPath: 'cc.txt', cookiecutterCompat: true });
    expect(await readFile(join(workspace, 'cc.txt'), 'utf8')).toBe('billing\n');
  });

  it('keeps an existing file unless replace is set', async () => {
    await mkdir(join(workspace, 'docs'));
    await writeFile(join(workspace, 'docs/README.md'), 'mine');
    const { log } = await fetch({});
    expect(log.join('\n')).toMatch(/already exists/);
    expect(await readFile(join(workspace, 'docs/README.md'), 'utf8')).toBe('mine');
    await fetch({ replace: true });
    expect(await readFile(join(workspace, 'docs/README.md'), 'utf8')).toBe('# billing\n');
  });

  it('refuses a target outside the workspace', async () => {
    await expect(fetch({ targetPath: '../escaped.md' })).rejects.toThrow(/outside the workspace/);
    await expect(stat(join(root, 'escaped.md'))).rejects.toThrow();
  });

  it('refuses a file outside the template directory', async () => {
    await writeFile(join(root, 'secret.txt'), 'secret');
    await expect(fetch({ url: '../secret.txt' })).rejects.toThrow(
      /outside the template's directory/,
    );
  });

  it('says when the file does not exist', async () => {
    await expect(fetch({ url: './files/missing.md' })).rejects.toThrow(
      "Cannot fetch './files/missing.md': it does not exist in the template",
    );
  });
});
