import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError, createConfig } from '@atrium/server-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  ENCRYPTION_KEY_ENV,
  resolveKeyEncryptionKey,
  type ResolveKeyEncryptionKeyOptions,
} from './resolveKeyEncryptionKey';

const SECRET = 'q3Jm0yWvT6c1pXz8LrN4dKe7Hs2Bf9Ua';
const OTHER_SECRET = 'Vb5Nw8Qe2Lr7Ty4Ui1Op6As3Df0Gh9Jk';

describe('resolveKeyEncryptionKey', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-kek-'));
  });
  afterEach(() => fs.rm(dir, { recursive: true, force: true }));

  const resolve = (options: Partial<ResolveKeyEncryptionKeyOptions> & { auth?: object } = {}) =>
    resolveKeyEncryptionKey({
      config: createConfig(options.auth ? { auth: options.auth } : {}),
      env: {},
      workingDirectory: dir,
      defaultFile: path.join(dir, 'data', 'auth-key-encryption.key'),
      ...options,
    });

  it('takes the configured key first, the same one every time, and writes no file', async () => {
    const first = await resolve({
      auth: { keyStore: { encryptionKey: SECRET } },
      env: { [ENCRYPTION_KEY_ENV]: OTHER_SECRET },
    });
    const again = await resolve({ auth: { keyStore: { encryptionKey: SECRET } } });

    expect(first.source).toBe('config');
    expect(first.key).toHaveLength(32);
    expect(first.key.equals(again.key)).toBe(true);
    // Derived, not the secret's own bytes.
    expect(first.key.toString('utf8')).not.toBe(SECRET);
    expect(await fs.readdir(dir)).toEqual([]);
  });

  it('takes the environment next', async () => {
    const fromEnv = await resolve({ env: { [ENCRYPTION_KEY_ENV]: OTHER_SECRET } });
    const configured = await resolve({ auth: { keyStore: { encryptionKey: OTHER_SECRET } } });

    expect(fromEnv.source).toBe('environment');
    // The same secret gives the same key wherever it is given.
    expect(fromEnv.key.equals(configured.key)).toBe(true);
    expect((await resolve({ env: { [ENCRYPTION_KEY_ENV]: SECRET } })).key.equals(fromEnv.key)).toBe(
      false,
    );
  });

  it('refuses a short or odd secret, naming where it came from', async () => {
    await expect(resolve({ auth: { keyStore: { encryptionKey: 'password' } } })).rejects.toThrow(
      "auth.keyStore.encryptionKey must be one line of 32 to 1024 visible ASCII characters, without spaces, e.g. the output of 'openssl rand -base64 32'",
    );
    await expect(resolve({ auth: { keyStore: { encryptionKey: `${SECRET}\n` } } })).rejects.toThrow(
      ConfigError,
    );
    await expect(resolve({ env: { [ENCRYPTION_KEY_ENV]: 'x'.repeat(31) } })).rejects.toThrow(
      `The environment variable ${ENCRYPTION_KEY_ENV} must be one line of 32`,
    );
  });

  it('generates a key into the default file, and reads the same key from it later', async () => {
    const generated = await resolve();
    const file = path.join(dir, 'data', 'auth-key-encryption.key');

    expect(generated).toMatchObject({ source: 'file', file });
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    expect((await resolve()).key.equals(generated.key)).toBe(true);
    // The file's content works as the configured key: how replicas come to share it.
    const content = (await fs.readFile(file, 'utf8')).trim();
    const shared = await resolve({ env: { [ENCRYPTION_KEY_ENV]: content } });
    expect(shared.key.equals(generated.key)).toBe(true);
  });

  it('puts the generated key where auth.keyStore.encryptionKeyFile says, relative to the working directory', async () => {
    const chosen = await resolve({ auth: { keyStore: { encryptionKeyFile: 'secrets/kek' } } });

    expect(chosen).toMatchObject({ source: 'file', file: path.join(dir, 'secrets', 'kek') });
    expect(await fs.readdir(dir)).toEqual(['secrets']);
  });

  it('uses a key of the process alone for a database in memory', async () => {
    const first = await resolve({ defaultFile: undefined });
    const second = await resolve({ defaultFile: undefined });

    expect(first.source).toBe('process');
    expect(first.key).toHaveLength(32);
    expect(first.key.equals(second.key)).toBe(false);
    expect(await fs.readdir(dir)).toEqual([]);
  });
});
