import { createConfig } from '@atrium/server-core';
import { describe, expect, it } from 'vitest';
import { signInProviderIds } from './signInProviderIds';

describe('signInProviderIds', () => {
  it('lists the guest and the OAuth providers whose environment block names a client', () => {
    const config = createConfig({
      auth: {
        environment: 'production',
        providers: {
          guest: { dangerouslyAllowOutsideDevelopment: true },
          // As the shipped app-config.yaml reads with its ${VAR}s unset.
          oidc: { production: {} },
          github: { production: { clientId: 'id', clientSecret: 'secret' } },
          gitlab: { development: { clientId: 'id', clientSecret: 'secret' } },
        },
      },
    });
    expect(signInProviderIds(config)).toEqual(['guest', 'github']);
    expect(signInProviderIds(createConfig({}))).toEqual([]);
  });
});
