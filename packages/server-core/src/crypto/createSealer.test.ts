import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSealer, UnsealError, type UnsealReason } from './createSealer';

function reasonOf(open: () => unknown): UnsealReason | undefined {
  try {
    open();
  } catch (error) {
    if (error instanceof UnsealError) return error.reason;
    throw error;
  }
  return undefined;
}

describe('createSealer', () => {
  const key = randomBytes(32);

  it('seals text so the stored value does not contain it, and opens it again', () => {
    const sealer = createSealer(key);
    const sealed = sealer.seal('{"d":"private part"}');
    expect(sealed).not.toContain('private part');
    expect(sealed).not.toContain(Buffer.from('private part').toString('base64'));
    expect(sealed.startsWith(`v1:${sealer.fingerprint}:`)).toBe(true);
    expect(createSealer(Buffer.from(key)).open(sealed)).toBe('{"d":"private part"}');
    expect(sealer.seal('{"d":"private part"}')).not.toBe(sealed);
  });

  it('opens a value only with the context it was sealed with', () => {
    const sealer = createSealer(key);
    const sealed = sealer.seal('secret', 'row-1');
    expect(sealer.open(sealed, 'row-1')).toBe('secret');
    expect(reasonOf(() => sealer.open(sealed, 'row-2'))).toBe('altered');
    expect(reasonOf(() => sealer.open(sealed))).toBe('altered');
    expect(reasonOf(() => sealer.open(sealer.seal('secret'), 'row-1'))).toBe('altered');
  });

  it('says another key sealed a value, and which', () => {
    const theirs = createSealer(randomBytes(32));
    const error = (() => {
      try {
        createSealer(key).open(theirs.seal('secret'));
      } catch (caught) {
        return caught as UnsealError;
      }
    })();
    expect(error).toMatchObject({ reason: 'key', sealedWith: theirs.fingerprint });
  });

  it('refuses altered, truncated and malformed values', () => {
    const sealer = createSealer(key);
    const parts = sealer.seal('secret').split(':');
    const withPart = (index: number, value: string) =>
      parts.map((part, i) => (i === index ? value : part)).join(':');

    expect(reasonOf(() => sealer.open(withPart(4, Buffer.from('other').toString('base64'))))).toBe(
      'altered',
    );
    // A four-byte tag is one GCM would check if asked to; it must not be enough.
    const shortTag = Buffer.from(parts[3]!, 'base64').subarray(0, 4).toString('base64');
    expect(reasonOf(() => sealer.open(withPart(3, shortTag)))).toBe('altered');
    expect(reasonOf(() => sealer.open(withPart(2, randomBytes(12).toString('base64'))))).toBe(
      'altered',
    );
    for (const malformed of ['plain text', '{"d":"x"}', 'v2:a:b:c:d', `${parts.join(':')}:x`, '']) {
      expect(
        reasonOf(() => sealer.open(malformed)),
        malformed,
      ).toBe('format');
    }
  });

  it('takes only a 32-byte key', () => {
    expect(() => createSealer(randomBytes(16))).toThrow(/32 bytes/);
  });
});
