import { FRONTEND_CONFIG_ELEMENT_ID, type FrontendConfig } from '@atrium/model';

export interface RenderIndexHtmlOptions {
  /** Path prefix from `app.baseUrl`, '' or e.g. '/portal'. */
  basePath: string;
  /** Embedded so the app starts without another round trip for `app-config.json`. */
  frontendConfig: FrontendConfig;
}

/**
 * The built index.html as a page under the base path: asset URLs, written relative by the build
 * (`./assets/…`), become absolute under the base path so deep links resolve them, and the frontend
 * configuration is embedded as JSON in front of the first script.
 */
export function renderIndexHtml(template: string, options: RenderIndexHtmlOptions): string {
  const withAssets = template.replace(
    /(\s(?:src|href)=")\.\//g,
    (_match, attribute: string) => `${attribute}${options.basePath}/`,
  );
  const configTag =
    `<script type="application/json" id="${FRONTEND_CONFIG_ELEMENT_ID}">` +
    `${jsonForScriptElement(options.frontendConfig)}</script>`;
  const at = withAssets.search(/<script\b|<\/head>/i);
  if (at === -1) return `${configTag}${withAssets}`;
  return `${withAssets.slice(0, at)}${configTag}\n    ${withAssets.slice(at)}`;
}

/**
 * JSON that cannot end the script element early or be read as markup: `<` (so no `</script>` or
 * `<!--`) and the two line separators JavaScript once treated as newlines are escaped.
 */
function jsonForScriptElement(value: FrontendConfig): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
