import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../config/ConfigError';
import { readIntegrationUrl } from './readIntegrationUrl';
import { testEntry } from './testEntry';

const read = (value: unknown, withoutPath = false) =>
  readIntegrationUrl(testEntry('gitlab', { url: value }), 'url', { withoutPath });

describe('readIntegrationUrl', () => {
  it('answers http(s) URLs without trailing slashes, and undefined when absent', () => {
    expect(read('https://gitlab.example.com/api/v4/')).toBe('https://gitlab.example.com/api/v4');
    expect(read('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    expect(readIntegrationUrl(testEntry('gitlab', {}), 'url')).toBeUndefined();
  });

  it('refuses what is not an http(s) URL, naming the full key and the file', () => {
    expect(() => read('gitlab.example.com')).toThrow(ConfigError);
    expect(() => read('gitlab.example.com')).toThrow(
      "integrations.gitlab[0].url in 'app-config.yaml': 'gitlab.example.com' is not a valid URL",
    );
    expect(() => read('ftp://gitlab.example.com')).toThrow(/is not a valid URL/);
    expect(() => read('file:///etc/passwd')).toThrow(/is not a valid URL/);
  });

  it('refuses user names and passwords in URLs without repeating them', () => {
    const attempt = () => read('https://robot:hunter2@gitlab.example.com');
    expect(attempt).toThrow(/must not hold a user name or password/);
    expect(() => read('https://robot:hunter2@')).toThrow(/a value holding credentials/);
    try {
      attempt();
    } catch (error) {
      expect((error as Error).message).not.toContain('hunter2');
    }
  });

  it('refuses a path, query or fragment where only a server may be named', () => {
    expect(read('http://localhost:4566/', true)).toBe('http://localhost:4566');
    for (const url of [
      'https://s3.example.com/bucket',
      'https://s3.example.com/?a=1',
      'https://s3.example.com/../x',
    ]) {
      expect(() => read(url, true), url).toThrow(/must be a URL without a path/);
    }
  });
});
