import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/** Why a sealed value could not be opened: the caller words the message for its own users. */
export type UnsealReason = 'format' | 'key' | 'altered';

export class UnsealError extends Error {
  override readonly name = 'UnsealError';
  constructor(
    readonly reason: UnsealReason,
    /** The fingerprint of the key the value was sealed with, when the value names one. */
    readonly sealedWith?: string,
  ) {
    super(
      reason === 'format'
        ? 'The sealed value is in an unknown format'
        : reason === 'key'
          ? 'The value was sealed with another key'
          : 'The sealed value was altered',
    );
  }
}

/** Encrypts text for storage and decrypts it again, with one key. */
export interface Sealer {
  /** A short hash of the key: names which key sealed a value without revealing it. */
  readonly fingerprint: string;
  /**
   * Seals `plain`. A `context` (e.g. the id of the row the value belongs to) must be given again
   * to open it, so a sealed value copied to another row does not open there.
   */
  seal(plain: string, context?: string): string;
  /** The plain text; throws an `UnsealError` saying why it cannot. */
  open(sealed: string, context?: string): string;
}

const FORMAT = 'v1';
const KEY_BYTES = 32;
const TAG_BYTES = 16;

/**
 * AES-256-GCM, stored as `v1:<key fingerprint>:<iv>:<tag>:<ciphertext>` (base64 parts). The
 * fingerprint lets a process holding another key say so instead of failing on a garbled tag; it
 * is authenticated with the context as additional data.
 */
export function createSealer(key: Buffer): Sealer {
  if (key.length !== KEY_BYTES) throw new Error('A sealing key must be 32 bytes long');
  const fingerprint = createHash('sha256').update(key).digest('hex').slice(0, 16);
  const additionalData = (context: string | undefined) =>
    Buffer.from(context === undefined ? fingerprint : `${fingerprint}:${context}`, 'utf8');

  return {
    fingerprint,
    seal(plain, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(additionalData(context));
      const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, cipher.getAuthTag(), encrypted].map(part => part.toString('base64'));
      return [FORMAT, fingerprint, ...parts].join(':');
    },
    open(sealed, context) {
      const parts = sealed.split(':');
      const [format, sealedWith, iv, tag, encrypted] = parts;
      if (parts.length !== 5 || format !== FORMAT || !sealedWith || !iv || !tag) {
        throw new UnsealError('format');
      }
      if (sealedWith !== fingerprint) throw new UnsealError('key', sealedWith);
      try {
        // A fixed tag length: GCM would otherwise accept a truncated, easier to forge, tag.
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'), {
          authTagLength: TAG_BYTES,
        });
        decipher.setAAD(additionalData(context));
        decipher.setAuthTag(Buffer.from(tag, 'base64'));
        return Buffer.concat([
          decipher.update(Buffer.from(encrypted!, 'base64')),
          decipher.final(),
        ]).toString('utf8');
      } catch {
        throw new UnsealError('altered', sealedWith);
      }
    },
  };
}
