import { describe, expect, it } from 'vitest';
import { isValidUrl } from './isValidUrl';

describe('isValidUrl', () => {
  it.each([['https://example.com'], ['mailto:team@example.com'], ['http://localhost:3000/a b']])(
    'accepts %s',
    value => {
      expect(isValidUrl(value)).toBe(true);
    },
  );

  it.each([[''], ['example.com'], ['/relative/path'], ['not a url'], [5], [undefined]])(
    'rejects %j',
    value => {
      expect(isValidUrl(value)).toBe(false);
    },
  );
});
