import { blake2b } from 'blakejs';
import nacl from 'tweetnacl';

/** The nonce of a sealed box: blake2b-192 of the ephemeral and the recipient's public keys. */
export function sealedBoxNonce(ephemeralPublicKey: Uint8Array, recipientPublicKey: Uint8Array) {
  const both = new Uint8Array(ephemeralPublicKey.length + recipientPublicKey.length);
  both.set(ephemeralPublicKey);
  both.set(recipientPublicKey, ephemeralPublicKey.length);
  return blake2b(both, undefined, nacl.box.nonceLength);
}

/**
 * Encrypts a value as a libsodium sealed box (`crypto_box_seal`) for a base64 X25519 public key,
 * answering base64: the form GitHub wants for Actions secrets. Only the holder of the matching
 * secret key can open it; the ephemeral secret key is dropped at once.
 */
export function sealSecret(value: string, recipientPublicKeyBase64: string): string {
  const recipient = new Uint8Array(Buffer.from(recipientPublicKeyBase64, 'base64'));
  if (recipient.length !== nacl.box.publicKeyLength) {
    throw new Error(`A sealed box needs a ${nacl.box.publicKeyLength}-byte public key`);
  }
  const ephemeral = nacl.box.keyPair();
  const nonce = sealedBoxNonce(ephemeral.publicKey, recipient);
  const boxed = nacl.box(new TextEncoder().encode(value), nonce, recipient, ephemeral.secretKey);
  ephemeral.secretKey.fill(0);
  const sealed = new Uint8Array(ephemeral.publicKey.length + boxed.length);
  sealed.set(ephemeral.publicKey);
  sealed.set(boxed, ephemeral.publicKey.length);
  return Buffer.from(sealed).toString('base64');
}
