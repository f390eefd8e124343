import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from './ConfigError';
import { loadConfig } from './loadConfig';

let cwd: string;
beforeEach(async () => {
  cwd = await mkdtemp(join(tmpdir(), 'atrium-load-config-'));
});
afterEach(async () => {
  await rm(cwd, { recursive: true, force: true });
});

async function write(files: Record<string, string>): Promise<void> {
  for (const [name, text] of Object.entries(files)) {
    await mkdir(dirname(join(cwd, name)), { recursive: true });
    await writeFile(join(cwd, name), text);
  }
}

const defaults = { app: { title: 'Default', baseUrl: 'http://default' }, backend: { port: 1 } };

describe('loadConfig', () => {
  it('merges defaults, app-config.yaml and app-config.local.yaml in that order', async () => {
    await write({
      'app-config.yaml': 'app:\n  title: Base\nbackend:\n  port: 2\n  list: [a, b]\n',
      'app-config.local.yaml': 'backend:\n  port: 3\n  list: [c]\n',
    });
    const { config, files } = await loadConfig({ cwd, env: {}, defaults });
    expect(config.get()).toEqual({
      app: { title: 'Base', baseUrl: 'http://default' },
      backend: { port: 3, list: ['c'] },
    });
    expect(files).toEqual([join(cwd, 'app-config.yaml'), join(cwd, 'app-config.local.yaml')]);
  });

  it('works with no files at all', async () => {
    const { config, files } = await loadConfig({ cwd, env: {}, defaults });
    expect(config.getString('app.title')).toBe('Default');
    expect(files).toEqual([]);
  });

  it('reads the local file without app-config.yaml', async () => {
    await write({ 'app-config.local.yaml': 'app:\n  title: Local\n' });
    const { config } = await loadConfig({ cwd, env: {} });
    expect(config.getString('app.title')).toBe('Local');
  });

  it('reads only --config files when any is given, later ones winning', async () => {
    await write({
      'app-config.yaml': 'app:\n  title: Base\n  fromBase: true\n',
      'app-config.local.yaml': 'app:\n  title: Local\n',
      'conf/one.yaml': 'app:\n  title: One\n  fromOne: true\n',
      'conf/two.yaml': 'app:\n  title: Two\n',
    });
    const { config, files } = await loadConfig({
      cwd,
      env: {},
      argv: ['node', 'main.ts', '--config', 'conf/one.yaml', '--config=conf/two.yaml'],
    });
    expect(config.get('app')).toEqual({ title: 'Two', fromOne: true });
    expect(files).toEqual([join(cwd, 'conf/one.yaml'), join(cwd, 'conf/two.yaml')]);
  });

  it('reads the default files again when --config names them', async () => {
    await write({
      'app-config.yaml': 'app:\n  title: Base\n',
      'app-config.production.yaml': 'app:\n  title: Production\n',
    });
    const { config } = await loadConfig({
      cwd,
      env: {},
      argv: ['--config', 'app-config.yaml', '--config', 'app-config.production.yaml'],
    });
    expect(config.getString('app.title')).toBe('Production');
  });

  it('fails naming a --config file that does not exist', async () => {
    await write({ 'app-config.yaml': 'app: {}\n' });
    await expect(loadConfig({ cwd, env: {}, argv: ['--config', 'nope.yaml'] })).rejects.toThrow(
      new ConfigError("Config file 'nope.yaml' given with --config does not exist"),
    );
  });

  it('fails naming the file and line of malformed YAML', async () => {
    await write({
      'app-config.yaml': 'app:\n  title: Base\n',
      'app-config.local.yaml': 'app:\n  title: [unclosed\n',
    });
    const error = await loadConfig({ cwd, env: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).message).toMatch(
      /^Malformed YAML in 'app-config\.local\.yaml' at line \d+, column \d+: /,
    );
  });

  it('rejects a file that is not an object at the top, and accepts an empty one', async () => {
    await write({ 'app-config.yaml': '- a\n- b\n' });
    await expect(loadConfig({ cwd, env: {} })).rejects.toThrow(
      "Invalid config file 'app-config.yaml': expected an object at the top, got array",
    );
    await write({ 'app-config.yaml': '# nothing yet\n' });
    const { config } = await loadConfig({ cwd, env: {}, defaults });
    expect(config.getString('app.title')).toBe('Default');
  });

  it('substitutes ${VAR}, leaving the lower layer when a variable is unset', async () => {
    await write({
      'app-config.yaml': [
        'app:',
        '  title: ${TITLE}',
        '  baseUrl: https://${HOST}',
        '  literal: $${HOST}',
        '',
      ].join('\n'),
    });
    const { config } = await loadConfig({ cwd, env: { HOST: 'portal.example.com' }, defaults });
    expect(config.getString('app.title')).toBe('Default');
    expect(config.getString('app.baseUrl')).toBe('https://portal.example.com');
    expect(config.getString('app.literal')).toBe('${HOST}');
  });

  it('resolves $env, $file and $include relative to the file that names them', async () => {
    await write({
      'conf/app.yaml': [
        'backend:',
        '  secret:',
        '    $file: ./secret.txt',
        '  token:',
        '    $env: TOKEN',
        'kubernetes:',
        '  $include: ./k8s.yaml',
        '',
      ].join('\n'),
      'conf/secret.txt': 'hunter2\n',
      'conf/k8s.yaml': 'clusters: []\n',
    });
    const { config } = await loadConfig({
      cwd,
      env: { TOKEN: ' t0ken ' },
      argv: ['--config', 'conf/app.yaml'],
    });
    expect(config.get()).toEqual({
      backend: { secret: 'hunter2', token: 't0ken' },
      kubernetes: { clusters: [] },
    });
  });

  it('names the file a mistyped value came from', async () => {
    await write({
      'app-config.yaml': 'backend:\n  listen:\n    port: [7007]\n    host: 1\n',
      'app-config.local.yaml': 'backend:\n  listen:\n    port: seven\n',
    });
    const { config } = await loadConfig({ cwd, env: {} });
    expect(() => config.getNumber('backend.listen.port')).toThrow(
      "Unable to convert config value for key 'backend.listen.port' in 'app-config.local.yaml' to a number",
    );
    expect(() => config.getString('backend.listen.host')).toThrow(
      "Invalid type in config for key 'backend.listen.host' in 'app-config.yaml', got number, wanted string",
    );
  });

  it('lets null in a later file remove a key', async () => {
    await write({
      'app-config.yaml': 'app:\n  title: Base\n  support: { url: x }\n',
      'app-config.local.yaml': 'app:\n  support: null\n',
    });
    const { config } = await loadConfig({ cwd, env: {} });
    expect(config.has('app.support')).toBe(false);
    expect(config.getString('app.title')).toBe('Base');
  });

  it('applies APP_CONFIG_ variables last', async () => {
    await write({ 'app-config.yaml': 'backend:\n  listen:\n    port: 7007\n' });
    const { config } = await loadConfig({
      cwd,
      env: { APP_CONFIG_backend_listen_port: '7010' },
    });
    expect(config.getNumber('backend.listen.port')).toBe(7010);
  });

  it('adds app-config.<BACKSTAGE_ENV>.yaml files when that variable is set', async () => {
    await write({
      'app-config.yaml': 'a: base\nb: base\nc: base\n',
      'app-config.staging.yaml': 'a: staging\nb: staging\nc: staging\n',
      'app-config.local.yaml': 'b: local\nc: local\n',
      'app-config.staging.local.yaml': 'c: staging-local\n',
    });
    const { config, files } = await loadConfig({ cwd, env: { BACKSTAGE_ENV: 'staging' } });
    expect(config.get()).toEqual({ a: 'staging', b: 'local', c: 'staging-local' });
    expect(files).toHaveLength(4);
  });
});
