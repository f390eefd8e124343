import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import {
  bitString,
  boolean,
  certificateTime,
  contextTag,
  objectIdentifier,
  octetString,
  sequence,
  set,
  unsignedInteger,
  utf8String,
} from './der';

export interface TestCertificates {
  /** PEM of the certificate authority: what a client trusts. */
  caCert: string;
  /** PEM of the server certificate, for 127.0.0.1 and localhost, signed by the CA. */
  serverCert: string;
  /** PEM (PKCS#8) of the server certificate's private key. */
  serverKey: string;
}

const OID = {
  ecdsaWithSha256: '1.2.840.10045.4.3.2',
  commonName: '2.5.4.3',
  subjectKeyIdentifier: '2.5.29.14',
  keyUsage: '2.5.29.15',
  subjectAltName: '2.5.29.17',
  basicConstraints: '2.5.29.19',
  authorityKeyIdentifier: '2.5.29.35',
  extendedKeyUsage: '2.5.29.37',
  serverAuth: '1.3.6.1.5.5.7.3.1',
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

interface CertificateRequest {
  subject: string;
  issuer: string;
  publicKey: KeyObject;
  signingKey: KeyObject;
  issuerKeyId: Buffer;
  extensions: Buffer[];
}

const name = (commonName: string): Buffer =>
  sequence(set(sequence(objectIdentifier(OID.commonName), utf8String(commonName))));

function extension(oid: string, critical: boolean, value: Buffer): Buffer {
  return sequence(objectIdentifier(oid), ...(critical ? [boolean(true)] : []), octetString(value));
}

/** RFC 5280 §4.2.1.2 method 1: the SHA-1 of the subject public key's bits. */
function keyIdentifier(publicKey: KeyObject): Buffer {
  const spki = publicKey.export({ type: 'spki', format: 'der' });
  // The point is the BIT STRING at the end of the SPKI; for P-256 it is the last 65 bytes.
  return createHash('sha1')
    .update(spki.subarray(spki.length - 65))
    .digest();
}

function issueCertificate(request: CertificateRequest): string {
  const signatureAlgorithm = sequence(objectIdentifier(OID.ecdsaWithSha256));
  const now = Date.now();
  const tbs = sequence(
    contextTag(0, true, unsignedInteger(Buffer.from([2]))),
    unsignedInteger(randomBytes(16)),
    signatureAlgorithm,
    name(request.issuer),
    // A day back: clocks of test processes may disagree by a little.
    sequence(
      certificateTime(new Date(now - DAY_MS)),
      certificateTime(new Date(now + 365 * DAY_MS)),
    ),
    name(request.subject),
    request.publicKey.export({ type: 'spki', format: 'der' }),
    contextTag(
      3,
      true,
      sequence(
        extension(OID.subjectKeyIdentifier, false, octetString(keyIdentifier(request.publicKey))),
        extension(
          OID.authorityKeyIdentifier,
          false,
          sequence(contextTag(0, false, request.issuerKeyId)),
        ),
        ...request.extensions,
      ),
    ),
  );
  const signature = sign('sha256', tbs, request.signingKey);
  const der = sequence(tbs, signatureAlgorithm, bitString(signature));
  const lines = der.toString('base64').match(/.{1,64}/g) ?? [];
  return `-----BEGIN CERTIFICATE-----\n${lines.join('\n')}\n-----END CERTIFICATE-----\n`;
}

/**
 * A fresh certificate authority and a server certificate it signed for 127.0.0.1, so a client
 * verifies the fake API server the way it verifies a real one: with the cluster's CA data.
 */
export function createCertificates(): TestCertificates {
  const ca = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const server = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const caKeyId = keyIdentifier(ca.publicKey);
  // keyUsage bits are numbered from the most significant: keyCertSign (5), cRLSign (6).
  const caUsage = tlv03([0b0000_0110], 1);
  // digitalSignature (0), keyAgreement (4): what ECDHE-ECDSA handshakes use.
  const serverUsage = tlv03([0b1000_1000], 3);

  const caCert = issueCertificate({
    subject: 'atrium-fake-kubernetes-ca',
    issuer: 'atrium-fake-kubernetes-ca',
    publicKey: ca.publicKey,
    signingKey: ca.privateKey,
    issuerKeyId: caKeyId,
    extensions: [
      extension(OID.basicConstraints, true, sequence(boolean(true))),
      extension(OID.keyUsage, true, caUsage),
    ],
  });
  const serverCert = issueCertificate({
    subject: '127.0.0.1',
    issuer: 'atrium-fake-kubernetes-ca',
    publicKey: server.publicKey,
    signingKey: ca.privateKey,
    issuerKeyId: caKeyId,
    extensions: [
      extension(OID.basicConstraints, true, sequence()),
      extension(OID.keyUsage, true, serverUsage),
      extension(OID.extendedKeyUsage, false, sequence(objectIdentifier(OID.serverAuth))),
      extension(
        OID.subjectAltName,
        false,
        sequence(
          contextTag(7, false, Buffer.from([127, 0, 0, 1])),
          contextTag(2, false, Buffer.from('localhost', 'ascii')),
        ),
      ),
    ],
  });
  const serverKey = server.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  return { caCert, serverCert, serverKey };
}

/** A keyUsage BIT STRING: `unusedBits` trailing bits of the last byte are not flags. */
function tlv03(bytes: number[], unusedBits: number): Buffer {
  return Buffer.from([0x03, bytes.length + 1, unusedBits, ...bytes]);
}
