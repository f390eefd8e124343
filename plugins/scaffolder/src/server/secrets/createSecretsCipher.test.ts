import { createConfig } from '@atrium/server-core';
import { describe, expect, it } from 'vitest';
import { createSecretsCipher } from './createSecretsCipher';

describe('createSecretsCipher', () => {
  const configured = (secretsKey: string) =>
    createSecretsCipher(createConfig({ scaffolder: { secretsKey } }));

  it('seals secrets so the stored text does not contain them, and opens them again', () => {
    const cipher = configured('one key');
    const sealed = cipher.seal({ token: 'ghp_abc123' });
    expect(sealed).not.toContain('ghp_abc123');
    expect(sealed).not.toContain(Buffer.from('ghp_abc123').toString('base64'));
    expect(cipher.open(sealed)).toEqual({ token: 'ghp_abc123' });
    expect(cipher.seal({ token: 'ghp_abc123' })).not.toBe(sealed);
  });

  it('opens what another instance with the same configured key sealed', () => {
    expect(configured('shared').open(configured('shared').seal({ a: 'b' }))).toEqual({ a: 'b' });
    const fromAuthKeys = (secret: string) =>
      createSecretsCipher(createConfig({ backend: { auth: { keys: [{ secret }] } } }));
    expect(fromAuthKeys('k').keySource).toBe('config');
    expect(fromAuthKeys('k').open(fromAuthKeys('k').seal({ a: 'b' }))).toEqual({ a: 'b' });
  });

  it('says clearly when another key sealed them', () => {
    const random = createSecretsCipher(createConfig({}));
    expect(random.keySource).toBe('process');
    expect(() => random.open(configured('other').seal({ a: 'b' }))).toThrow(
      /another server instance/,
    );
    expect(() => configured('mine').open(configured('theirs').seal({ a: 'b' }))).toThrow(
      /different scaffolder.secretsKey/,
    );
  });

  it('refuses altered or malformed values', () => {
    const cipher = configured('k');
    const parts = cipher.seal({ a: 'b' }).split(':');
    parts[4] = Buffer.from('tampered').toString('base64');
    expect(() => cipher.open(parts.join(':'))).toThrow(/altered/);
    expect(() => cipher.open('plain text')).toThrow(/unknown format/);
  });
});
