import { describe, expect, it } from 'vitest';
import { isReadingAllowed } from './isReadingAllowed';

const rules = [
  { host: 'example.com' },
  { host: '*.corp.test' },
  { host: 'localhost:8080', paths: ['/catalog/'] },
];

describe('isReadingAllowed', () => {
  it.each([
    ['https://example.com/a.yaml', true],
    ['http://example.com/a.yaml', true],
    ['https://example.com:444/a.yaml', false],
    ['https://git.corp.test/x.yaml', true],
    ['https://corp.test/x.yaml', false],
    ['https://evilcorp.test/x.yaml', false],
    ['http://localhost:8080/catalog/x.yaml', true],
    ['http://localhost:8080/other/x.yaml', false],
    ['http://localhost:8080/catalog/../admin', false],
    ['http://localhost/catalog/x.yaml', false],
    ['http://169.254.169.254/latest/meta-data', false],
    ['file:///etc/passwd', false],
    ['https://user:pw@example.com/a.yaml', false],
  ])('%s → %s', (url, allowed) => {
    expect(isReadingAllowed(new URL(url), rules)).toBe(allowed);
  });
});
