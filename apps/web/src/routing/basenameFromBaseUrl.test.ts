import { describe, expect, it } from 'vitest';
import { basenameFromBaseUrl } from './basenameFromBaseUrl';

describe('basenameFromBaseUrl', () => {
  it.each([
    ['http://localhost:3000', ''],
    ['http://localhost:3000/', ''],
    ['http://example.com/portal', '/portal'],
    ['https://example.com/tools/portal/', '/tools/portal'],
  ])('answers the path of %s', (baseUrl, basename) => {
    expect(basenameFromBaseUrl(baseUrl)).toBe(basename);
  });
});
