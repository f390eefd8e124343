import { testFrontendConfig } from '@atrium/web-core/testing';
import { describe, expect, it } from 'vitest';
import { isTerminalSupported } from './terminalSupport';

const enabled = {
  ...testFrontendConfig,
  kubernetes: { frontend: { podExecTerminal: { enabled: true } } },
};

describe('isTerminalSupported', () => {
  it('needs the configuration to enable it', () => {
    expect(isTerminalSupported(testFrontendConfig, [{ name: 'local' }])).toBe(false);
    expect(isTerminalSupported(enabled, [{ name: 'local', authProvider: 'serviceAccount' }])).toBe(
      true,
    );
  });

  it('needs a single cluster', () => {
    expect(isTerminalSupported(enabled, [])).toBe(false);
    expect(isTerminalSupported(enabled, [{ name: 'a' }, { name: 'b' }])).toBe(false);
  });

  it.each(['aks', 'google', 'oidc'])('is not offered on a cluster using %s', authProvider => {
    expect(isTerminalSupported(enabled, [{ name: 'local', authProvider }])).toBe(false);
  });
});
