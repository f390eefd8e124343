import { describe, expect, it } from 'vitest';
import { FRONTEND_CONFIG_ELEMENT_ID, type FrontendConfig } from '@atrium/model';
import { renderIndexHtml } from './renderIndexHtml';

const CONFIG: FrontendConfig = {
  app: { title: 'Atrium', baseUrl: 'http://localhost:3000' },
  backend: { baseUrl: 'http://localhost:7007' },
  organization: { name: 'Velora' },
};

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <link rel="icon" href="./favicon.svg" />
    <script type="module" crossorigin src="./assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="./assets/vendor-def.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

function embeddedConfig(html: string): unknown {
  const match = new RegExp(
    `<script type="application/json" id="${FRONTEND_CONFIG_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}

describe('renderIndexHtml', () => {
  it('points the relative asset URLs at the base path', () => {
    const html = renderIndexHtml(TEMPLATE, { basePath: '/portal', frontendConfig: CONFIG });
    expect(html).toContain('src="/portal/assets/index-abc.js"');
    expect(html).toContain('href="/portal/assets/vendor-def.js"');
    expect(html).toContain('href="/portal/favicon.svg"');
    expect(html).not.toContain('"./');
  });

  it('serves the root as well', () => {
    const html = renderIndexHtml(TEMPLATE, { basePath: '', frontendConfig: CONFIG });
    expect(html).toContain('src="/assets/index-abc.js"');
  });

  it('embeds the configuration before the first script', () => {
    const html = renderIndexHtml(TEMPLATE, { basePath: '', frontendConfig: CONFIG });
    expect(embeddedConfig(html)).toEqual(CONFIG);
    expect(html.indexOf(FRONTEND_CONFIG_ELEMENT_ID)).toBeLessThan(html.indexOf('index-abc.js'));
  });

  it('keeps hostile strings inside the JSON', () => {
    const config = {
      ...CONFIG,
      organization: { name: '</script><script>alert(1)</script>\u2028<!--' },
    };
    const html = renderIndexHtml(TEMPLATE, { basePath: '', frontendConfig: config });
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).not.toContain('<!--');
    expect(embeddedConfig(html)).toEqual(config);
  });
});
