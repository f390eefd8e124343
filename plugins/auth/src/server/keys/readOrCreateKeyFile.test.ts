import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ConfigError } from '@atrium/server-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readOrCreateKeyFile } from './readOrCreateKeyFile';

describe('readOrCreateKeyFile', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-key-file-'));
  });
  afterEach(() => fs.rm(dir, { recursive: true, force: true }));

  it('makes a random secret in a file its owner alone may read, then reuses it', async () => {
    const file = path.join(dir, 'nested', 'data', 'key');
    const secret = await readOrCreateKeyFile(file);

    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
    expect(await readOrCreateKeyFile(file)).toBe(secret);
    expect(await readOrCreateKeyFile(path.join(dir, 'other'))).not.toBe(secret);
  });

  it('gives concurrent first starts one secret and leaves no temporary file', async () => {
    const file = path.join(dir, 'key');
    const secrets = await Promise.all(Array.from({ length: 8 }, () => readOrCreateKeyFile(file)));

    expect(new Set(secrets).size).toBe(1);
    expect(await fs.readdir(dir)).toEqual(['key']);
  });

  it('refuses a file others may read, saying how to fix it, and leaves it as it is', async () => {
    const file = path.join(dir, 'key');
    const secret = 'a'.repeat(40);
    for (const mode of [0o644, 0o640, 0o604, 0o660]) {
      await fs.writeFile(file, secret);
      await fs.chmod(file, mode);
      const refusal = readOrCreateKeyFile(file);
      await expect(refusal).rejects.toBeInstanceOf(ConfigError);
      await expect(refusal).rejects.toThrow(
        `The key file ${file} may be read by other users (mode 0${mode.toString(8)}): allow its owner alone with 'chmod 600 ${file}'`,
      );
      expect(await fs.readFile(file, 'utf8')).toBe(secret);
    }
  });

  it('refuses a malformed file instead of replacing it', async () => {
    const file = path.join(dir, 'key');
    for (const content of [
      '',
      '\n',
      'short',
      `${'a'.repeat(20)} ${'b'.repeat(20)}`,
      'é'.repeat(40),
    ]) {
      await fs.writeFile(file, content, { mode: 0o600 });
      await expect(readOrCreateKeyFile(file), JSON.stringify(content)).rejects.toThrow(
        /is malformed: it must hold one line of 32 to 1024 visible ASCII characters/,
      );
      expect(await fs.readFile(file, 'utf8')).toBe(content);
    }
  });

  it('reads a secret an operator wrote, with or without a final newline', async () => {
    const file = path.join(dir, 'key');
    const secret = 'Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5';
    await fs.writeFile(file, `${secret}\r\n`, { mode: 0o600 });
    expect(await readOrCreateKeyFile(file)).toBe(secret);
  });

  it('refuses a directory where the file should be', async () => {
    const file = path.join(dir, 'key');
    await fs.mkdir(file);
    await expect(readOrCreateKeyFile(file)).rejects.toThrow(
      `The key file ${file} is not a regular file`,
    );
  });
});
