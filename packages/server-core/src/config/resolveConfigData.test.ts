import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveConfigData } from './resolveConfigData';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'atrium-config-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const vars: Record<string, string> = { SECRET: 's3cret', NAME: 'secrets', EMPTY: '' };
const resolveData = (data: object) =>
  resolveConfigData(data as never, {
    file: join(dir, 'app-config.yaml'),
    cwd: dir,
    env: name => vars[name],
  });

describe('resolveConfigData', () => {
  it('substitutes ${VAR} in strings and drops values whose variable is unset', async () => {
    expect(
      await resolveData({
        a: 'x-${SECRET}',
        b: '${UNSET}',
        c: ['${UNSET}', 'kept', 3, true, null],
        d: { e: '$${SECRET}' },
      }),
    ).toEqual({ a: 'x-s3cret', c: ['kept', 3, true, null], d: { e: '${SECRET}' } });
  });

  it('reads $env', async () => {
    expect(await resolveData({ a: { $env: 'SECRET' }, b: { $env: 'UNSET' } })).toEqual({
      a: 's3cret',
    });
  });

  it('reads $file relative to the config file, without the trailing newline', async () => {
    await mkdir(join(dir, 'secrets'));
    await writeFile(join(dir, 'secrets', 'token.txt'), 'abc\n');
    expect(await resolveData({ token: { $file: './secrets/token.txt' } })).toEqual({
      token: 'abc',
    });
    expect(await resolveData({ token: { $file: './${NAME}/token.txt' } })).toEqual({
      token: 'abc',
    });
  });

  it('reads $include as data, with a path into it and nested includes', async () => {
    await mkdir(join(dir, 'more'));
    await writeFile(
      join(dir, 'more', 'k8s.yaml'),
      'clusters:\n  - name: a\n    token: ${SECRET}\n    ca:\n      $file: ./ca.pem\n',
    );
    await writeFile(join(dir, 'more', 'ca.pem'), 'PEM');
    await writeFile(join(dir, 'deploy.json'), '{"deployment": {"key": "k"}}');
    expect(
      await resolveData({
        kubernetes: { $include: './more/k8s.yaml' },
        key: { $include: 'deploy.json#deployment.key' },
      }),
    ).toEqual({
      kubernetes: { clusters: [{ name: 'a', token: 's3cret', ca: 'PEM' }] },
      key: 'k',
    });
  });

  it('names the key and file when an include fails', async () => {
    await expect(resolveData({ backend: { secret: { $file: './nope.txt' } } })).rejects.toThrow(
      "Invalid config for key 'backend.secret' in 'app-config.yaml': unable to read file './nope.txt'",
    );
    await expect(resolveData({ a: { $env: 'SECRET', other: 1 } })).rejects.toThrow(
      "Invalid config for key 'a' in 'app-config.yaml': $env must be the only key in its object",
    );
    await expect(resolveData({ a: { $include: './x.txt' } })).rejects.toThrow(
      'must be a .yaml, .yml or .json file',
    );
    await expect(resolveData({ a: { $file: 3 } })).rejects.toThrow('$file needs a string');
    await expect(resolveData({ a: { $file: '${UNSET}' } })).rejects.toThrow(
      'uses an environment variable that is not set',
    );
  });

  it('reports malformed YAML in an included file with its name and line', async () => {
    await writeFile(join(dir, 'bad.yaml'), 'a: 1\na: 2\n');
    await expect(resolveData({ x: { $include: './bad.yaml' } })).rejects.toThrow(
      "Malformed YAML in 'bad.yaml' at line 2",
    );
  });

  it('refuses include cycles', async () => {
    await writeFile(join(dir, 'a.yaml'), 'b:\n  $include: ./b.yaml\n');
    await writeFile(join(dir, 'b.yaml'), 'a:\n  $include: ./a.yaml\n');
    await expect(resolveData({ x: { $include: './a.yaml' } })).rejects.toThrow(
      '$include cycle app-config.yaml -> a.yaml -> b.yaml -> a.yaml',
    );
  });
});
