import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { exportJWK, generateKeyPair, decodeProtectedHeader } from 'jose';
import type { Kysely } from 'kysely';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import {
  createConfig,
  createDatabaseManager,
  createLogger,
  createSealer,
  createServer,
  type DatabaseManager,
} from '@atrium/server-core';
import { describeEachDatabase, testPostgresUrl } from '@atrium/server-core/testing';
import { authPlugin } from '../plugin';
import { fetchGuestToken } from '../testing/fetchGuestToken';
import { whoAmIPlugin } from '../testing/whoAmIPlugin';
import { ENCRYPTION_KEY_ENV, resolveKeyEncryptionKey } from './resolveKeyEncryptionKey';
import type { AuthDb } from './signingKeyStore';

const KEY_A = 'Jd8fK2mQ9vX4tR7wL1pZ6nB3hC5yG0sE';
const KEY_B = 'mN4bV7cX1zL8kJ5hG2fD9sA6pO3iU0yT';

interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}
const WARN = 40;

describeEachDatabase('signing keys sealed at rest', database => {
  let dir: string;
  let schemaPrefix: string;
  let keyFile: string;

  beforeEach(async () => {
    dir = await fs.realpath(await fs.mkdtemp(path.join(os.tmpdir(), 'atrium-keys-at-rest-')));
    schemaPrefix = `test_${randomBytes(6).toString('hex')}_`;
    // Next to the SQLite files, and in the working directory's ./data for PostgreSQL.
    keyFile = path.join(dir, 'data', 'auth-key-encryption.key');
    // Whatever the machine's environment says, these tests choose.
    vi.stubEnv(ENCRYPTION_KEY_ENV, '');
  });
  afterEach(async () => {
    vi.unstubAllEnvs();
    if (database === 'pg') {
      const cleanup = databaseManager(true);
      await cleanup.forPlugin('auth');
      await cleanup.destroy();
    }
    await fs.rm(dir, { recursive: true, force: true });
  });

  /** The same database each time: a restart, or a copy read without the server. */
  function databaseManager(dropSchemasOnDestroy = false): DatabaseManager {
    if (database === 'sqlite') {
      return createDatabaseManager({
        client: 'better-sqlite3',
        connection: { directory: path.join(dir, 'data') },
      });
    }
    return createDatabaseManager({
      client: 'pg',
      connection: testPostgresUrl()!,
      schemaPrefix,
      dropSchemasOnDestroy,
    });
  }

  async function withAuthTable<T>(use: (db: Kysely<AuthDb>) => Promise<T>): Promise<T> {
    const manager = databaseManager();
    try {
      return await use((await manager.forPlugin('auth')).db as Kysely<AuthDb>);
    } finally {
      await manager.destroy();
    }
  }

  const storedRows = () =>
    withAuthTable(db => db.selectFrom('auth_signing_keys').selectAll().execute());

  async function start(auth: Record<string, unknown> = {}) {
    const logs: LogLine[] = [];
    const server = createServer({
      config: createConfig({
        backend: { baseUrl: 'http://127.0.0.1' },
        auth: { providers: { guest: {} }, ...auth },
      }),
      plugins: [authPlugin, whoAmIPlugin],
      logger: createLogger({
        level: 'info',
        destination: new Writable({
          write(chunk: Buffer, _encoding, done) {
            logs.push(JSON.parse(chunk.toString('utf8')) as LogLine);
            done();
          },
        }),
      }),
      database: databaseManager(),
      workingDirectory: dir,
    });
    const { port } = await server.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${port}`;
    return {
      logs,
      warnings: () => logs.filter(line => line.level >= WARN).map(line => line.msg),
      token: () => fetchGuestToken(url),
      whoami: (token: string) =>
        fetch(`${url}/api/whoami`, { headers: { authorization: `Bearer ${token}` } }).then(
          response => response.status,
        ),
      stop: () => server.stop(),
    };
  }

  const kidOf = (token: string) => decodeProtectedHeader(token).kid;

  it('keeps no private key material in the database: a copy of it alone opens nothing', async () => {
    const server = await start();
    const { kid } = decodeProtectedHeader(await server.token());
    await server.stop();

    const rows = await storedRows();
    expect(rows.map(row => row.kid)).toEqual([kid]);
    const [row] = rows;
    expect(row!.private_jwk).not.toContain('"d":');
    expect(() => JSON.parse(row!.private_jwk) as unknown).toThrow();
    expect(() => createSealer(randomBytes(32)).open(row!.private_jwk, kid)).toThrow(/another key/);
    expect(row!.public_jwk).not.toContain('"d":');

    // With the key file, and only with it, the private key is there.
    const secret = (await fs.readFile(keyFile, 'utf8')).trim();
    const { key } = await resolveKeyEncryptionKey({
      config: createConfig({}),
      env: { [ENCRYPTION_KEY_ENV]: secret },
      workingDirectory: dir,
      defaultFile: undefined,
    });
    expect(JSON.parse(createSealer(key).open(row!.private_jwk, kid!))).toHaveProperty('d');
  });

  it('generates the key file with mode 0600 and reuses it after a restart', async () => {
    const first = await start();
    const before = await first.token();
    await first.stop();
    const secret = await fs.readFile(keyFile, 'utf8');
    expect((await fs.stat(keyFile)).mode & 0o777).toBe(0o600);

    const second = await start();
    try {
      expect(await second.whoami(before)).toBe(200);
      // Signing goes on with the key made before the restart: the new process could open it.
      expect(kidOf(await second.token())).toBe(kidOf(before));
      expect(await fs.readFile(keyFile, 'utf8')).toBe(secret);
      expect(second.logs.filter(line => line.level >= WARN && 'kid' in line)).toEqual([]);
    } finally {
      await second.stop();
    }
  });

  it('seals with a configured key, or the same key from the environment, and writes no file', async () => {
    const first = await start({ keyStore: { encryptionKey: KEY_A } });
    const before = await first.token();
    await first.stop();

    vi.stubEnv(ENCRYPTION_KEY_ENV, KEY_A);
    const second = await start();
    try {
      expect(kidOf(await second.token())).toBe(kidOf(before));
      expect(second.logs).toContainEqual(
        expect.objectContaining({ msg: 'Signing keys are sealed at rest', source: 'environment' }),
      );
      await expect(fs.stat(keyFile)).rejects.toMatchObject({ code: 'ENOENT' });
    } finally {
      await second.stop();
    }
  });

  it('says clearly when the keys were sealed with another key, and signs with its own', async () => {
    const first = await start({ keyStore: { encryptionKey: KEY_A } });
    const before = await first.token();
    await first.stop();

    const second = await start({ keyStore: { encryptionKey: KEY_B } });
    try {
      const after = await second.token();
      expect(kidOf(after)).not.toBe(kidOf(before));
      expect(await second.whoami(before)).toBe(200);
      expect(await second.whoami(after)).toBe(200);
      expect(second.logs).toContainEqual(
        expect.objectContaining({
          level: WARN,
          kid: kidOf(before),
          reason: 'key',
          msg: expect.stringMatching(
            /^A signing key was sealed with another key-encryption key than this server has: this server signs with a key of its own/,
          ),
        }),
      );
      expect(await second.token()).not.toBe(after);
      expect(
        second.logs.filter(line => line.kid === kidOf(before) && line.level === WARN),
      ).toHaveLength(1);
    } finally {
      await second.stop();
    }
  });

  it("lets replicas with different keys each sign with their own and accept the other's tokens", async () => {
    const a = await start({ keyStore: { encryptionKey: KEY_A } });
    const b = await start({ keyStore: { encryptionKey: KEY_B } });
    try {
      const fromA = await a.token();
      const fromB = await b.token();
      expect(kidOf(fromB)).not.toBe(kidOf(fromA));
      expect(await a.whoami(fromB)).toBe(200);
      expect(await b.whoami(fromA)).toBe(200);
      expect(kidOf(await a.token())).toBe(kidOf(fromA));
      expect(b.logs).toContainEqual(
        expect.objectContaining({ level: WARN, kid: kidOf(fromA), reason: 'key' }),
      );
    } finally {
      await a.stop();
      await b.stop();
    }
  });

  it('seals the plain private keys stored before this version, and signs with them', async () => {
    // The first start creates the table; the row is then written as older versions wrote it.
    await (await start({ keyStore: { encryptionKey: KEY_A } })).stop();
    const pair = await generateKeyPair('ES256', { extractable: true });
    const kid = 'legacy-key';
    const publicJwk = { ...(await exportJWK(pair.publicKey)), kid, alg: 'ES256', use: 'sig' };
    const plain = JSON.stringify({ ...(await exportJWK(pair.privateKey)), kid });
    await withAuthTable(db =>
      db
        .insertInto('auth_signing_keys')
        .values({
          kid,
          public_jwk: JSON.stringify(publicJwk),
          private_jwk: plain,
          created_at: Date.now(),
        })
        .execute(),
    );

    const server = await start({ keyStore: { encryptionKey: KEY_A } });
    try {
      expect(server.logs).toContainEqual(
        expect.objectContaining({ msg: 'Sealed signing keys stored in plain form', count: 1 }),
      );
      const [row] = await storedRows();
      expect(row!.private_jwk).not.toContain('"d":');
      expect(row!.private_jwk).not.toBe(plain);
      expect(kidOf(await server.token())).toBe(kid);
    } finally {
      await server.stop();
    }
  });

  it('refuses to start with a key file others may read, or a malformed one', async () => {
    await fs.mkdir(path.dirname(keyFile), { recursive: true });
    await fs.writeFile(keyFile, 'x'.repeat(43), { mode: 0o644 });
    await fs.chmod(keyFile, 0o644);
    await expect(start()).rejects.toThrow(
      `The key file ${keyFile} may be read by other users (mode 0644): allow its owner alone with 'chmod 600 ${keyFile}', then start again`,
    );

    await fs.writeFile(keyFile, 'too short');
    await fs.chmod(keyFile, 0o600);
    await expect(start()).rejects.toThrow(`The key file ${keyFile} is malformed`);
    expect(await fs.readFile(keyFile, 'utf8')).toBe('too short');
  });

  it('warns on PostgreSQL, where replicas would each generate their own key file', async () => {
    const generated = await start();
    await generated.stop();
    const configured = await start({ keyStore: { encryptionKey: KEY_A } });
    await configured.stop();

    const warning = expect.stringMatching(/^The key that seals the signing keys was generated/);
    if (database === 'pg') expect(generated.warnings()).toContainEqual(warning);
    else expect(generated.warnings()).not.toContainEqual(warning);
    expect(configured.warnings()).not.toContainEqual(warning);
  });
});
