import { describe, expect, it, vi } from 'vitest';
import { FRONTEND_CONFIG_ELEMENT_ID } from '@atrium/model';
import { loadFrontendConfig } from './loadFrontendConfig';

const config = {
  app: { title: 'Atrium', baseUrl: 'http://localhost:3000' },
  backend: { baseUrl: 'http://localhost:7007' },
  organization: { name: 'Atrium' },
};

describe('loadFrontendConfig', () => {
  it('reads app-config.json next to the page', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL) => Response.json(config));

    await expect(loadFrontendConfig({ fetch })).resolves.toEqual(config);
    expect(String(fetch.mock.calls[0]?.[0])).toBe(
      new URL('app-config.json', document.baseURI).href,
    );
  });

  it('fails on an unsuccessful answer', async () => {
    const fetch = async () => new Response('', { status: 502, statusText: 'Bad Gateway' });

    await expect(loadFrontendConfig({ fetch, url: '/app-config.json' })).rejects.toThrow(
      'Request for /app-config.json failed with 502 Bad Gateway',
    );
  });

  it('reads the configuration embedded in the page without fetching', async () => {
    const page = document.implementation.createHTMLDocument();
    const element = page.createElement('script');
    element.type = 'application/json';
    element.id = FRONTEND_CONFIG_ELEMENT_ID;
    element.textContent = JSON.stringify(config);
    page.head.append(element);
    const fetch = vi.fn();

    await expect(loadFrontendConfig({ fetch, document: page })).resolves.toEqual(config);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('fails when the embedded configuration is not JSON', async () => {
    const page = document.implementation.createHTMLDocument();
    page.body.innerHTML = `<script type="application/json" id="${FRONTEND_CONFIG_ELEMENT_ID}">{</script>`;

    await expect(loadFrontendConfig({ document: page })).rejects.toThrow('is not valid JSON');
  });

  it('fails when the answer is not a frontend configuration', async () => {
    const fetch = async () => Response.json({ app: {} });

    await expect(loadFrontendConfig({ fetch })).rejects.toThrow('lacks app.baseUrl');
  });
});
