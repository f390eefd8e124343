import { describe, expect, it } from 'vitest';
import { isValidConfigKey } from './isValidConfigKey';

describe('isValidConfigKey', () => {
  it('accepts letters and digits with - or _ between them', () => {
    for (const key of ['app', 'backend.listen.port', 'connect-src', 'client_id', 'v2.api3']) {
      expect(isValidConfigKey(key)).toBe(true);
    }
  });

  it('rejects empty parts, leading or doubled separators and other characters', () => {
    for (const key of ['', 'a..b', '-a', 'a-', 'a--b', 'a b', '$file', 'a/b', 'a.']) {
      expect(isValidConfigKey(key)).toBe(false);
    }
  });
});
