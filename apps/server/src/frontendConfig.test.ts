import { createConfig } from '@atrium/server-core';
import { describe, expect, it } from 'vitest';
import { frontendConfig } from './frontendConfig';

const options = {
  appBaseUrl: new URL('http://localhost:3000/portal/'),
  backendBaseUrl: 'http://localhost:7007',
};

describe('frontendConfig', () => {
  it('tells the page the app, the backend, the organisation and the sign-in choices', () => {
    const config = createConfig({
      app: { title: 'Velora Portal' },
      backend: { baseUrl: 'http://localhost:7007/' },
      organization: { name: 'Velora' },
      auth: {
        environment: 'production',
        providers: { guest: {}, custom: {} },
        autologout: { enabled: true, idleTimeoutMinutes: 30, promptBeforeIdleSeconds: 20 },
      },
    });

    expect(frontendConfig(config, options)).toEqual({
      app: { title: 'Velora Portal', baseUrl: 'http://localhost:3000/portal' },
      backend: { baseUrl: 'http://localhost:7007' },
      organization: { name: 'Velora' },
      auth: {
        providers: ['guest'],
        custom: true,
        callbackOrigin: 'http://localhost:7007',
        environment: 'production',
        autologout: { enabled: true, idleTimeoutMinutes: 30, promptBeforeIdleSeconds: 20 },
      },
      kubernetes: {
        frontend: { podDelete: { enabled: false }, podExecTerminal: { enabled: false } },
      },
      techdocs: { builder: 'local', sanitizer: { allowedIframeHosts: [] } },
      home: { toolkit: [], clocks: [] },
    });
  });

  it('tells the home page its toolkit links, quick start and clocks, leaving out incomplete ones', () => {
    const config = createConfig({
      home: {
        toolkit: [
          { label: 'Runbooks', url: 'https://runbooks.example.com', icon: 'docs' },
          { label: 'Status', url: '/status' },
          { label: 'No URL' },
        ],
        quickStart: {
          title: 'Start here',
          text: 'Register your service.',
          link: { label: 'Register', url: '/catalog-import' },
        },
        clocks: [{ label: 'Oslo', timeZone: 'Europe/Oslo' }, { label: 'Nowhere' }],
      },
    });

    expect(frontendConfig(config, options).home).toEqual({
      toolkit: [
        { label: 'Runbooks', url: 'https://runbooks.example.com', icon: 'docs' },
        { label: 'Status', url: '/status' },
      ],
      quickStart: {
        title: 'Start here',
        text: 'Register your service.',
        link: { label: 'Register', url: '/catalog-import' },
      },
      clocks: [{ label: 'Oslo', timeZone: 'Europe/Oslo' }],
    });
  });

  it("tells the docs reader the builder and the sanitiser's iframe hosts", () => {
    const config = createConfig({
      techdocs: { builder: 'external', sanitizer: { allowedIframeHosts: ['www.youtube.com'] } },
    });

    expect(frontendConfig(config, options).techdocs).toEqual({
      builder: 'external',
      sanitizer: { allowedIframeHosts: ['www.youtube.com'] },
    });
  });

  it('offers pod delete and the terminal only when configured', () => {
    const on = createConfig({
      kubernetes: {
        frontend: { podDelete: { enabled: true }, podExecTerminal: { enabled: true } },
      },
    });

    expect(frontendConfig(on, options).kubernetes).toEqual({
      frontend: { podDelete: { enabled: true }, podExecTerminal: { enabled: true } },
    });
    expect(frontendConfig(createConfig({}), options).kubernetes?.frontend?.podDelete?.enabled).toBe(
      false,
    );
  });

  it('reads the terminal setting where the spec puts it, beside the frontend block', () => {
    const config = createConfig({ kubernetes: { podExecTerminal: { enabled: true } } });

    expect(frontendConfig(config, options).kubernetes?.frontend?.podExecTerminal).toEqual({
      enabled: true,
    });
  });

  it('leaves the custom card and automatic sign-out off unless configured', () => {
    const config = createConfig({ auth: { providers: { guest: {} } } });

    const auth = JSON.parse(JSON.stringify(frontendConfig(config, options).auth)) as unknown;

    expect(auth).toEqual({ providers: ['guest'], custom: false, autologout: {} });
  });
});
