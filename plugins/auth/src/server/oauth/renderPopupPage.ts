import { randomBytes } from 'node:crypto';
import type { AuthPopupMessage } from '../../shared';

export interface PopupPage {
  html: string;
  /** Only this page's one script may run: it carries tokens. */
  contentSecurityPolicy: string;
}

/**
 * The page the provider's redirect lands on in the popup (spec 001 §7 "Popup messages"): it hands
 * the result to the app window that opened it, then closes. The result goes only to the app's
 * origin; `config_info` holds nothing secret and goes to any opener, so an app served from
 * another origin than `app.baseUrl` can say which origin was expected.
 */
export function renderPopupPage(appOrigin: string, result: AuthPopupMessage): PopupPage {
  const nonce = randomBytes(16).toString('base64');
  const configInfo: AuthPopupMessage = { type: 'config_info', targetOrigin: appOrigin };
  const script = [
    `var opener = window.opener;`,
    `if (opener) {`,
    `  opener.postMessage(${scriptJson(configInfo)}, '*');`,
    `  opener.postMessage(${scriptJson(result)}, ${scriptJson(appOrigin)});`,
    `  window.close();`,
    `} else {`,
    `  document.getElementById('status').textContent = 'Sign-in finished. You can close this window.';`,
    `}`,
  ].join('\n');
  const html = [
    '<!doctype html>',
    '<html><head><meta charset="utf-8"><title>Signing in</title></head>',
    '<body><p id="status">Signing in&hellip;</p>',
    `<script nonce="${nonce}">\n${script}\n</script>`,
    '</body></html>',
  ].join('\n');
  return {
    html,
    contentSecurityPolicy: `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  };
}

/**
 * JSON that is also safe inside a `<script>` element: `</script>`, `<!--` and the line separators
 * JavaScript treats as line ends cannot end the script or the string early.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    char => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
