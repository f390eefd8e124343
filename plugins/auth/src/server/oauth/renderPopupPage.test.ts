import { describe, expect, it } from 'vitest';
import { renderPopupPage, scriptJson } from './renderPopupPage';

describe('renderPopupPage', () => {
  it('keeps hostile text inside its JSON string: no closing tag, comment or line break', () => {
    const hostile = '</script><script>alert(1)</script><!-- \u2028 & >';
    const json = scriptJson({ message: hostile });
    expect(json).not.toMatch(/<|>|&|\u2028/);
    expect(JSON.parse(json)).toEqual({ message: hostile });

    const { html } = renderPopupPage('http://localhost:3000', {
      type: 'authorization_response',
      error: { name: 'AuthenticationError', message: hostile },
    });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
  });

  it('allows only its own script, by a nonce fresh for every page', () => {
    const message = { type: 'config_info', targetOrigin: 'http://localhost:3000' } as const;
    const first = renderPopupPage('http://localhost:3000', message);
    const second = renderPopupPage('http://localhost:3000', message);
    const nonce = /script-src 'nonce-([^']+)'/.exec(first.contentSecurityPolicy)?.[1];
    expect(nonce).toBeDefined();
    expect(first.html).toContain(`<script nonce="${nonce}">`);
    expect(first.contentSecurityPolicy).toContain("default-src 'none'");
    expect(second.contentSecurityPolicy).not.toBe(first.contentSecurityPolicy);
  });

  it('posts the result to the app origin only', () => {
    const { html } = renderPopupPage('http://localhost:3000', {
      type: 'authorization_response',
      error: { name: 'AuthenticationError', message: 'no' },
    });
    expect(html).toContain(
      `opener.postMessage({"type":"config_info","targetOrigin":"http://localhost:3000"}, '*');`,
    );
    expect(html).toContain(
      `opener.postMessage({"type":"authorization_response","error":{"name":"AuthenticationError","message":"no"}}, "http://localhost:3000");`,
    );
  });
});
