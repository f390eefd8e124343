import {
  chmod,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rm,
  stat,
  symlink,
  writeFile,
} from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTemplateRenderer } from '../../../templating/createTemplateRenderer';
import { createMockActionContext } from '../../testing';
import { createFetchTemplateAction } from './createFetchTemplateAction';

const action = createFetchTemplateAction({ renderer: createTemplateRenderer() });
const BINARY = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x24, 0x7b, 0x7b, 0x20, 0x7d, 0x7d]);

let root: string;
let templateDir: string;
let workspace: string;
let baseUrl: string;

async function write(path: string, content: string | Buffer) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
}

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'fetch-template-'));
  templateDir = join(root, 'template');
  workspace = join(root, 'workspace');
  await mkdir(workspace);
  baseUrl = pathToFileURL(join(templateDir, 'template.yaml')).href;
  await write(join(templateDir, 'template.yaml'), 'kind: Template\n');
  const skeleton = join(templateDir, 'skeleton');
  await write(
    join(skeleton, '${{ values.name }}', 'index.js'),
    'export const name = "${{ values.name }}";\n',
  );
  await write(
    join(skeleton, 'README.md'),
    '# ${{ values.name }}\n{% if values.flag %}flagged{% endif %}\n',
  );
  await write(join(skeleton, 'static', 'raw.txt'), 'kept ${{ values.name }}\n');
  await write(
    join(skeleton, 'static', '${{ values.name }}.txt'),
    'name kept? ${{ values.name }}\n',
  );
  await write(join(skeleton, '{% if values.optional %}optional.txt{% endif %}'), 'optional\n');
  await write(join(skeleton, 'logo.png'), BINARY);
  await write(join(skeleton, 'run.sh'), '#!/bin/sh\necho ${{ values.name }}\n');
  await chmod(join(skeleton, 'run.sh'), 0o755);
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(join(dir, prefix), { withFileTypes: true })) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await listFiles(dir, path)));
    else out.push(path);
  }
  return out.sort();
}

async function fetch(input: Record<string, unknown>, base = baseUrl) {
  const ctx = await createMockActionContext({
    input: action.schema!.input!.parse({
      url: './skeleton',
      values: { name: 'billing', flag: true },
      ...input,
    }),
    workspacePath: workspace,
    templateInfo: { entityRef: 'template:default/test', baseUrl: base },
  });
  await action.handler(ctx);
  return { log: ctx.logs.map(line => line.message) };
}

describe('fetch:template', () => {
  it('renders file names and contents with the values', async () => {
    await fetch({});
    expect(await listFiles(workspace)).toEqual([
      'README.md',
      'billing/index.js',
      'logo.png',
      'run.sh',
      'static/billing.txt',
      'static/raw.txt',
    ]);
    expect(await readFile(join(workspace, 'billing/index.js'), 'utf8')).toBe(
      'export const name = "billing";\n',
    );
    expect(await readFile(join(workspace, 'README.md'), 'utf8')).toBe('# billing\nflagged\n');
  });

  it('copies binary files untouched and keeps the mode', async () => {
    await fetch({});
    expect(await readFile(join(workspace, 'logo.png'))).toEqual(BINARY);
    expect((await stat(join(workspace, 'run.sh'))).mode & 0o777).toBe(0o755);
  });

  it('writes into targetPath', async () => {
    await fetch({ targetPath: 'services/billing' });
    expect(await readFile(join(workspace, 'services/billing/README.md'), 'utf8')).toMatch(
      /^# billing/,
    );
  });

  it('copies matching files without templating their contents, names still rendered', async () => {
    await fetch({ copyWithoutTemplating: ['static/**'] });
    expect(await readFile(join(workspace, 'static/raw.txt'), 'utf8')).toBe(
      'kept ${{ values.name }}\n',
    );
    expect(await readFile(join(workspace, 'static/billing.txt'), 'utf8')).toBe(
      'name kept? ${{ values.name }}\n',
    );
  });

  it('keeps names too with the deprecated copyWithoutRender', async () => {
    const { log } = await fetch({ copyWithoutRender: ['static'] });
    expect(await listFiles(join(workspace, 'static'))).toEqual([
      '${{ values.name }}.txt',
      'raw.txt',
    ]);
    expect(log.join('\n')).toMatch(/copyWithoutRender is deprecated/);
  });

  it('refuses copyWithoutRender with copyWithoutTemplating', async () => {
    await expect(fetch({ copyWithoutRender: ['a'], copyWithoutTemplating: ['b'] })).rejects.toThrow(
      'Fetch action input copyWithoutRender and copyWithoutTemplating can not be used at the same time',
    );
  });

  it('renders only files with the template extension when asked', async () => {
    await write(join(templateDir, 'ext', 'config.yaml.njk'), 'name: ${{ values.name }}\n');
    await write(join(templateDir, 'ext', 'plain.txt'), '${{ values.name }}\n');
    await fetch({ url: './ext', values: { name: 'billing' }, templateFileExtension: true });
    expect(await readFile(join(workspace, 'config.yaml'), 'utf8')).toBe('name: billing\n');
    expect(await readFile(join(workspace, 'plain.txt'), 'utf8')).toBe('${{ values.name }}\n');
  });

  it('reads cookiecutter templates', async () => {
    await write(
      join(templateDir, 'cc', '{{ cookiecutter.name }}.json'),
      '{"name": "{{ cookiecutter.name }}", "tags": {{ cookiecutter.tags | jsonify }}}\n',
    );
    await fetch({
      url: './cc',
      values: { name: 'billing', tags: ['a'] },
      cookiecutterCompat: true,
    });
    expect(await readFile(join(workspace, 'billing.json'), 'utf8')).toBe(
      '{"name": "billing", "tags": ["a"]}\n',
    );
  });

  it('keeps existing files unless replace is set', async () => {
    await write(join(workspace, 'README.md'), 'mine\n');
    await fetch({});
    expect(await readFile(join(workspace, 'README.md'), 'utf8')).toBe('mine\n');
    await fetch({ replace: true });
    expect(await readFile(join(workspace, 'README.md'), 'utf8')).toMatch(/^# billing/);
  });

  it('names the file of a bad expression', async () => {
    await write(join(templateDir, 'bad', 'broken.txt'), 'a\n${{ values.name | nope }}\n');
    await expect(fetch({ url: './bad', values: {} })).rejects.toThrow(
      /Could not render the contents of broken.txt: .*filter not found: nope/,
    );
  });
});

describe('fetch:template keeps to the workspace and the template', () => {
  const outside = () => join(root, 'outside');

  it.each([
    ['../outside', /leads outside the workspace/],
    ['/tmp/elsewhere', /must be a relative path inside the workspace/],
    ['a/../../outside', /leads outside the workspace/],
  ])('refuses targetPath %s', async (targetPath, error) => {
    await expect(fetch({ targetPath })).rejects.toThrow(error);
    await expect(stat(outside())).rejects.toThrow();
  });

  it('refuses a file name that renders outside the workspace', async () => {
    await write(join(templateDir, 'evil', '${{ values.path }}.txt'), 'x');
    await expect(fetch({ url: './evil', values: { path: '../outside' } })).rejects.toThrow(
      /outside the workspace/,
    );
    await expect(stat(join(root, 'outside.txt'))).rejects.toThrow();
    // An absolute name starts with an empty part, so it is left out like a name rendering to nothing.
    await fetch({ url: './evil', values: { path: `${root}/outside` } });
    await expect(stat(join(root, 'outside.txt'))).rejects.toThrow();
    expect(await listFiles(workspace)).toEqual([]);
  });

  it('does not follow a link in the workspace out of it', async () => {
    await mkdir(outside());
    await symlink(outside(), join(workspace, 'link'));
    await expect(fetch({ targetPath: 'link' })).rejects.toThrow(/outside the workspace/);
    expect(await readdir(outside())).toEqual([]);
  });

  it('refuses a url outside the template directory', async () => {
    await expect(fetch({ url: '../workspace' })).rejects.toThrow(
      /outside the template's directory/,
    );
    await expect(fetch({ url: 'file:///etc' })).rejects.toThrow(/outside the template's directory/);
  });

  it('refuses links out of the template directory, writing nothing', async () => {
    await write(join(root, 'secret.txt'), 'secret');
    await symlink(join(root, 'secret.txt'), join(templateDir, 'skeleton', 'leak.txt'));
    await expect(fetch({})).rejects.toThrow(
      "Cannot fetch 'leak.txt': it links outside the template's directory",
    );
    expect(await listFiles(workspace)).toEqual([]);
  });

  it('explains that remote templates need an integration', async () => {
    await expect(
      fetch({}, 'https://github.com/acme/templates/blob/main/template.yaml'),
    ).rejects.toThrow(/only http\(s\) URLs of a source-control integration/);
  });
});
