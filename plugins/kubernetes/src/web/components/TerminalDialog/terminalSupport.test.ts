import { testFrontendConfig } from '@atrium/web-core/testing';
import { describe, expect, it } from 'vitest';
import { isTerminalSupported } from './terminalSupport';

const enabled = {
  ...testFrontendConfig,
  kubernetes: { frontend: { podExecTerminal: { enabled: true } } },
};

describe('isTerminalSupported', () => {
  it('needs the configuration to enable it', () => {
    const local = { name: 'local', authProvider: 'serviceAccount' };
    expect(isTerminalSupported(testFrontendConfig, [local])).toBe(false);
    expect(isTerminalSupported(enabled, [local])).toBe(true);
  });

  it('needs a single cluster', () => {
    expect(isTerminalSupported(enabled, [])).toBe(false);
    const cluster = (name: string) => ({ name, authProvider: 'serviceAccount' });
    expect(isTerminalSupported(enabled, [cluster('a'), cluster('b')])).toBe(false);
  });

  it.each(['aks', 'google', 'oidc'])('is not offered on a cluster using %s', authProvider => {
    expect(isTerminalSupported(enabled, [{ name: 'local', authProvider }])).toBe(false);
  });
});
