import nacl from 'tweetnacl';
import { describe, expect, it } from 'vitest';
import { openSealedBox } from '../testing/openSealedBox';
import { sealedBoxNonce, sealSecret } from './sealSecret';

describe('sealSecret', () => {
  const recipient = nacl.box.keyPair();
  const publicKey = Buffer.from(recipient.publicKey).toString('base64');

  it('seals a value only the secret key opens', () => {
    const value = 's3cr3t – ünïcode';
    const sealed = sealSecret(value, publicKey);
    expect(sealed).not.toContain('s3cr3t');
    // ephemeral public key ‖ MAC ‖ the value's UTF-8 bytes
    expect(Buffer.from(sealed, 'base64')).toHaveLength(32 + 16 + Buffer.byteLength(value));
    expect(openSealedBox(sealed, recipient)).toBe(value);
    expect(openSealedBox(sealed, nacl.box.keyPair())).toBeUndefined();
  });

  it('uses a fresh ephemeral key each time', () => {
    expect(sealSecret('same', publicKey)).not.toBe(sealSecret('same', publicKey));
  });

  it('refuses a key of the wrong size', () => {
    expect(() => sealSecret('x', Buffer.from('short').toString('base64'))).toThrow(/32-byte/);
  });

  it('derives the nonce as blake2b-192 of both public keys', () => {
    const bytes = Uint8Array.from({ length: 64 }, (_, i) => i);
    const nonce = sealedBoxNonce(bytes.subarray(0, 32), bytes.subarray(32));
    // Python's hashlib.blake2b(bytes(range(64)), digest_size=24), an independent implementation.
    expect(Buffer.from(nonce).toString('hex')).toBe(
      'aa054507b4916837a6d2b35b1ce7c525facdb7868ed55a8a',
    );
  });
});
