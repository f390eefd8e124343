import { describe, expect, it } from 'vitest';
import { isValidIntegrationHost } from './isValidIntegrationHost';

describe('isValidIntegrationHost', () => {
  it('accepts host names, IPv4 and IPv6 addresses, each with an optional port', () => {
    for (const host of [
      'github.com',
      'ghe.example.com:8443',
      'localhost',
      '127.0.0.1:7007',
      '[::1]',
      '[::1]:3000',
      'eu-west-1.console.aws.amazon.com',
    ]) {
      expect(isValidIntegrationHost(host), host).toBe(true);
    }
  });

  it('refuses schemes, paths, credentials, bad ports, odd characters and empty labels', () => {
    for (const host of [
      '',
      'https://github.com',
      'github.com/org',
      'user@github.com',
      'github.com:0',
      'github.com:70000',
      'github.com:',
      'git hub.com',
      'github..com',
      'github.com.',
      '-github.com',
      'GitHub.com',
      '[not-ipv6]',
      '../etc',
      'github.com?x=1',
    ]) {
      expect(isValidIntegrationHost(host), host).toBe(false);
    }
  });
});
