import { describe, expect, it } from 'vitest';
import { sourceLane } from './sourceLane';

describe('sourceLane', () => {
  it('puts URLs of one host and port in one lane, whatever the path or case', () => {
    expect(sourceLane('url', 'https://Git.Example.com/a/catalog-info.yaml')).toBe(
      'url:git.example.com',
    );
    expect(sourceLane('url', 'https://git.example.com/b.yaml')).toBe('url:git.example.com');
    expect(sourceLane('url', 'http://127.0.0.1:8080/x')).toBe('url:127.0.0.1:8080');
    expect(sourceLane('url', 'http://127.0.0.1:8081/x')).not.toBe(
      sourceLane('url', 'http://127.0.0.1:8080/x'),
    );
  });

  it('puts every file in the lane of the local disk', () => {
    expect(sourceLane('file', '/srv/a.yaml')).toBe('file');
    expect(sourceLane('file', '/other/b.yaml')).toBe('file');
  });

  it('gives a target that is not a URL a lane without throwing', () => {
    expect(sourceLane('url', 'not a url')).toBe('url:');
  });
});
