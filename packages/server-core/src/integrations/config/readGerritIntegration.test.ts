import { describe, expect, it } from 'vitest';
import { readGerritIntegration } from './readGerritIntegration';
import { problemOf, testEntry } from './testEntry';

const problem = (data: object) => problemOf(readGerritIntegration, 'gerrit', data);

describe('readGerritIntegration', () => {
  it('reads Backstage keys, with clone and gitiles URLs defaulting below baseUrl', () => {
    expect(
      readGerritIntegration(
        testEntry('gerrit', {
          host: 'gerrit.example.com',
          baseUrl: 'https://gerrit.example.com/gerrit/',
          cloneUrl: 'https://gerrit.example.com/clone',
          gitilesBaseUrl: 'https://gerrit.example.com/gitiles',
          username: 'bot',
          password: 'gerrit-pass',
        }),
      ),
    ).toMatchObject({
      type: 'gerrit',
      baseUrl: 'https://gerrit.example.com/gerrit',
      cloneUrl: 'https://gerrit.example.com/clone',
      gitilesBaseUrl: 'https://gerrit.example.com/gitiles',
      username: 'bot',
      password: 'gerrit-pass',
    });
    expect(
      readGerritIntegration(testEntry('gerrit', { host: 'gerrit.example.com' })),
    ).toMatchObject({
      baseUrl: 'https://gerrit.example.com',
      cloneUrl: 'https://gerrit.example.com',
      gitilesBaseUrl: 'https://gerrit.example.com/plugins/gitiles',
    });
  });

  it('stops at a baseUrl, cloneUrl or gitilesBaseUrl that is not a URL', () => {
    for (const key of ['baseUrl', 'cloneUrl', 'gitilesBaseUrl']) {
      expect(problem({ host: 'gerrit.example.com', [key]: 'gerrit/a' })).toBe(
        `integrations.gerrit[0].${key} in 'app-config.yaml': 'gerrit/a' is not a valid URL`,
      );
    }
  });

  it('requires a host', () => {
    expect(problem({ baseUrl: 'https://gerrit.example.com' })).toBe(
      "Missing required config value at 'integrations.gerrit[0].host'",
    );
  });
});
