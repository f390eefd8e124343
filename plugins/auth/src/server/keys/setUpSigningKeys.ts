import path from 'node:path';
import { sql } from 'kysely';
import { createSealer, type Config, type Logger, type PluginDatabase } from '@atrium/server-core';
import { createSigningKeys, type SigningKeys } from './createSigningKeys';
import {
  ENCRYPTION_KEY_CONFIG,
  ENCRYPTION_KEY_ENV,
  GENERATED_KEY_FILE_NAME,
  resolveKeyEncryptionKey,
} from './resolveKeyEncryptionKey';
import { sealPlainSigningKeys } from './sealPlainSigningKeys';
import { createSigningKeyStore, type AuthDb } from './signingKeyStore';

export interface SetUpSigningKeysOptions {
  config: Config;
  database: PluginDatabase<AuthDb>;
  workingDirectory: string;
  env: Readonly<Record<string, string | undefined>>;
  logger: Logger;
  rotationMs: number;
  tokenTtlMs: number;
}

/**
 * The signing keys with their private parts sealed at rest: finds the key-encryption key, seals
 * what older versions stored in plain form, and says when replicas would not share the key.
 */
export async function setUpSigningKeys(options: SetUpSigningKeysOptions): Promise<SigningKeys> {
  const { database, logger } = options;
  const encryption = await resolveKeyEncryptionKey({
    config: options.config,
    env: options.env,
    workingDirectory: options.workingDirectory,
    defaultFile: await defaultKeyFile(database, options.workingDirectory),
  });
  const sealer = createSealer(encryption.key);
  logger.info(
    { source: encryption.source, file: encryption.file, fingerprint: sealer.fingerprint },
    'Signing keys are sealed at rest',
  );
  if (encryption.source === 'file' && database.engine === 'pg') {
    logger.warn(
      { file: encryption.file, config: ENCRYPTION_KEY_CONFIG, env: ENCRYPTION_KEY_ENV },
      'The key that seals the signing keys was generated into a file of this server: other replicas on the same PostgreSQL database cannot open the keys it seals and sign with their own. Give every replica the same key in the configuration or the environment',
    );
  }
  const store = createSigningKeyStore(database.db);
  const sealed = await sealPlainSigningKeys(store, sealer);
  if (sealed > 0) logger.info({ count: sealed }, 'Sealed signing keys stored in plain form');
  return createSigningKeys({
    store,
    sealer,
    rotationMs: options.rotationMs,
    tokenTtlMs: options.tokenTtlMs,
    onUnreadableKey(kid, error) {
      logger.warn(
        {
          kid,
          reason: error.reason,
          sealedWith: error.sealedWith,
          fingerprint: sealer.fingerprint,
          config: ENCRYPTION_KEY_CONFIG,
          env: ENCRYPTION_KEY_ENV,
        },
        error.reason === 'key'
          ? 'A signing key was sealed with another key-encryption key than this server has: this server signs with a key of its own and still verifies tokens of the other. Give every replica the same key in the configuration or the environment'
          : 'A signing key could not be opened (altered or malformed): this server signs with a key of its own',
      );
    },
  });
}

/**
 * Next to the database: the SQLite file's directory, or `./data` for PostgreSQL. A database in
 * memory dies with the process, and so may its key.
 */
async function defaultKeyFile(
  database: PluginDatabase,
  workingDirectory: string,
): Promise<string | undefined> {
  if (database.engine === 'pg') {
    return path.join(workingDirectory, 'data', GENERATED_KEY_FILE_NAME);
  }
  const { rows } = await sql<{ name: string; file: string }>`pragma database_list`.execute(
    database.db,
  );
  const file = rows.find(row => row.name === 'main')?.file;
  return file ? path.join(path.dirname(file), GENERATED_KEY_FILE_NAME) : undefined;
}
