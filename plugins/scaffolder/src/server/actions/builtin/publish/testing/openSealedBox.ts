import nacl from 'tweetnacl';
import { sealedBoxNonce } from '../github/sealSecret';

/** The opening half of a libsodium sealed box, as its recipient (GitHub) runs it. */
export function openSealedBox(sealedBase64: string, keyPair: nacl.BoxKeyPair): string | undefined {
  const sealed = new Uint8Array(Buffer.from(sealedBase64, 'base64'));
  const ephemeralPublicKey = sealed.subarray(0, nacl.box.publicKeyLength);
  const boxed = sealed.subarray(nacl.box.publicKeyLength);
  const nonce = sealedBoxNonce(ephemeralPublicKey, keyPair.publicKey);
  const opened = nacl.box.open(boxed, nonce, ephemeralPublicKey, keyPair.secretKey);
  return opened ? new TextDecoder().decode(opened) : undefined;
}
