import { describe, expect, it } from 'vitest';
import { checkAppOrigin, checkAppRedirectUrl } from './checkAppUrls';

const APP = 'http://localhost:3000';

describe('checkAppOrigin', () => {
  it("accepts the app's origin and defaults to it", () => {
    expect(checkAppOrigin('http://localhost:3000', APP)).toBe(APP);
    expect(checkAppOrigin(undefined, APP)).toBe(APP);
  });

  it('refuses any other origin with a 400', () => {
    for (const origin of [
      'https://evil.example',
      'http://localhost:3001',
      'https://localhost:3000',
      'nonsense',
    ]) {
      expect(() => checkAppOrigin(origin, APP)).toThrow(
        expect.objectContaining({
          name: 'InputError',
          message: expect.stringContaining(`Invalid origin '${origin}'`),
        }),
      );
    }
  });
});

describe('checkAppRedirectUrl', () => {
  it('accepts pages of the app', () => {
    expect(checkAppRedirectUrl('http://localhost:3000/catalog?x=1', APP)).toBe(
      'http://localhost:3000/catalog?x=1',
    );
  });

  it('refuses other sites, look-alikes and relative or scheme tricks', () => {
    for (const url of [
      'https://evil.example/',
      'http://localhost:3000.evil.example/',
      '//evil.example/',
      '/catalog',
      'javascript:alert(1)',
      'http://user@evil.example/',
    ]) {
      expect(() => checkAppRedirectUrl(url, APP)).toThrow(
        expect.objectContaining({
          name: 'InputError',
          message: expect.stringContaining('Invalid redirectUrl'),
        }),
      );
    }
  });
});
