import { describe, expect, it } from 'vitest';
import { createConfig } from '../config';
import { isReadingAllowed } from './isReadingAllowed';
import { readingRulesFromConfig } from './readingRulesFromConfig';

describe('readingRulesFromConfig', () => {
  const rules = readingRulesFromConfig(
    createConfig({
      backend: { reading: { allow: [{ host: 'docs.example.com', paths: ['/catalog/'] }] } },
      integrations: {
        github: [{ host: 'github.com', token: 'x' }],
        gitlab: [{ host: 'gitlab.example.com' }],
      },
    }),
  );
  const allowed = (url: string) => isReadingAllowed(new URL(url), rules);

  it('allows backend.reading.allow entries with their paths', () => {
    expect(allowed('https://docs.example.com/catalog/a.yaml')).toBe(true);
    expect(allowed('https://docs.example.com/private/a.yaml')).toBe(false);
  });

  it('allows the hosts of configured integrations, and where GitHub serves raw files', () => {
    expect(allowed('https://github.com/org/repo/blob/main/catalog-info.yaml')).toBe(true);
    expect(allowed('https://raw.githubusercontent.com/org/repo/main/catalog-info.yaml')).toBe(true);
    expect(allowed('https://gitlab.example.com/group/repo/-/raw/main/catalog-info.yaml')).toBe(
      true,
    );
  });

  it('allows nothing else', () => {
    expect(allowed('https://example.org/catalog-info.yaml')).toBe(false);
  });
});
