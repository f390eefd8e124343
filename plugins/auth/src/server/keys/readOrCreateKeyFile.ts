import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { ConfigError } from '@atrium/server-core';
import { isUsableSecret, SECRET_RULE } from './isUsableSecret';

/** Permission bits for the group and others: none may be set on a file holding a key. */
const GROUP_AND_OTHERS = 0o077;

/**
 * The secret in `file`, made on first use: 32 random bytes (base64url) in a file only its owner
 * may read. Concurrent first starts agree on one secret: each writes its own temporary file and
 * hard-links it into place, which fails for all but the first, and the others read the winner's
 * complete file.
 */
export async function readOrCreateKeyFile(file: string): Promise<string> {
  const existing = await readKeyFile(file);
  if (existing !== undefined) return existing;
  await fs.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await fs.writeFile(temporary, `${randomBytes(32).toString('base64url')}\n`, {
      flag: 'wx',
      mode: 0o600,
    });
    // The mode passed to open is narrowed by the umask only, but say it outright.
    await fs.chmod(temporary, 0o600);
    await fs.link(temporary, file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  } finally {
    await fs.rm(temporary, { force: true });
  }
  const secret = await readKeyFile(file);
  if (secret === undefined) throw new ConfigError(`The key file ${file} could not be created`);
  return secret;
}

/** The secret in `file`, undefined when there is no such file; refuses one others may read. */
async function readKeyFile(file: string): Promise<string | undefined> {
  let stat;
  try {
    stat = await fs.stat(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  if (!stat.isFile()) throw new ConfigError(`The key file ${file} is not a regular file`);
  // Windows keeps no such bits: its access lists are the operator's to set.
  if (process.platform !== 'win32' && (stat.mode & GROUP_AND_OTHERS) !== 0) {
    const mode = (stat.mode & 0o777).toString(8).padStart(4, '0');
    throw new ConfigError(
      `The key file ${file} may be read by other users (mode ${mode}): ` +
        `allow its owner alone with 'chmod 600 ${file}', then start again`,
    );
  }
  const text = (await fs.readFile(file, 'utf8')).replace(/\r?\n$/, '');
  if (!isUsableSecret(text)) {
    throw new ConfigError(
      `The key file ${file} is malformed: it must hold ${SECRET_RULE}. ` +
        'Restore it, or remove it to have a new key made (signing keys sealed with the old one are then replaced)',
    );
  }
  return text;
}
