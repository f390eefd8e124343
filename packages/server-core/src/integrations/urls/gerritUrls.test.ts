import { AtriumError } from '@atrium/model';
import { describe, expect, it } from 'vitest';
import {
  gerritBranchUrl,
  gerritFileContentUrl,
  parseGerritJson,
  parseGitilesUrl,
} from './gerritUrls';
import { testIntegration } from './testIntegration';

const gerrit = testIntegration('gerrit', 'review.example.com', {
  baseUrl: 'https://review.example.com/gerrit',
  gitilesBaseUrl: 'https://review.example.com/gerrit/plugins/gitiles',
});
const authenticated = { ...gerrit, username: 'ci', password: 'http-password' };

describe('Gerrit URLs', () => {
  it('reads gitiles URLs of nested projects', () => {
    expect(
      parseGitilesUrl(
        gerrit,
        'https://review.example.com/gerrit/plugins/gitiles/platform/rides/+/refs/heads/main/docs/a.md',
      ),
    ).toEqual({
      project: 'platform/rides',
      ref: { type: 'branch', name: 'main' },
      path: 'docs/a.md',
    });
  });

  it('reads gitiles URLs behind the /a/ prefix after the base path', () => {
    expect(
      parseGitilesUrl(
        gerrit,
        'https://review.example.com/gerrit/a/plugins/gitiles/rides/+/0123456789abcdef0123456789abcdef01234567/a.yaml',
      ),
    ).toEqual({
      project: 'rides',
      ref: { type: 'commit', name: '0123456789abcdef0123456789abcdef01234567' },
      path: 'a.yaml',
    });
  });

  it('falls back to the gitiles plugin under the base URL', () => {
    const plain = testIntegration('gerrit', 'review.example.com');
    expect(
      parseGitilesUrl(plain, 'https://review.example.com/plugins/gitiles/rides/+/main/a.yaml'),
    ).toEqual({ project: 'rides', ref: { type: 'branch', name: 'main' }, path: 'a.yaml' });
  });

  it('builds branch and file content endpoints, under /a/ with a password', () => {
    expect(gerritBranchUrl(gerrit, 'platform/rides', 'main')).toBe(
      'https://review.example.com/gerrit/projects/platform%2Frides/branches/main',
    );
    expect(gerritBranchUrl(authenticated, 'rides', 'main')).toBe(
      'https://review.example.com/gerrit/a/projects/rides/branches/main',
    );
    expect(
      gerritFileContentUrl(authenticated, {
        project: 'platform/rides',
        ref: { type: 'branch', name: 'main' },
        path: 'docs/a.md',
      }),
    ).toBe(
      'https://review.example.com/gerrit/a/projects/platform%2Frides/branches/main/files/docs%2Fa.md/content',
    );
  });

  describe('parseGerritJson', () => {
    it("parses answers after the )]}' safety prefix", () => {
      expect(parseGerritJson(')]}\'\n{"revision":"abc"}')).toEqual({ revision: 'abc' });
    });

    it.each([
      ['{"revision":"abc"}', 'does not begin with'],
      ['', 'does not begin with'],
      [")]}'\n<html>", 'is not JSON'],
    ])('refuses %j', (body, message) => {
      expect(() => parseGerritJson(body)).toThrow(AtriumError);
      expect(() => parseGerritJson(body)).toThrow(message);
    });
  });
});
