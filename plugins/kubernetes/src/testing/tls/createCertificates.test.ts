import { X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCertificates } from './createCertificates';

describe('createCertificates', () => {
  it('issues a CA and a server certificate for 127.0.0.1 that it signed', () => {
    const { caCert, serverCert } = createCertificates();
    const ca = new X509Certificate(caCert);
    const server = new X509Certificate(serverCert);
    expect(ca.ca).toBe(true);
    expect(server.ca).toBe(false);
    expect(server.verify(ca.publicKey)).toBe(true);
    expect(server.checkIssued(ca)).toBe(true);
    expect(server.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(server.checkHost('localhost')).toBe('localhost');
    expect(new Date(server.validTo).getTime()).toBeGreaterThan(Date.now());
    expect(new Date(server.validFrom).getTime()).toBeLessThan(Date.now());
  });

  it('makes a new authority every time', () => {
    expect(createCertificates().caCert).not.toBe(createCertificates().caCert);
  });
});
