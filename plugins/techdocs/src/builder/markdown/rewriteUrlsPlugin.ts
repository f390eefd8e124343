import type { MarkdownIt, StateCore, Token } from 'markdown-it';
import { pageEnvOf, type PageEnv } from './PageEnv';

/** `src="…"` and `href="…"` in raw HTML, so `<img src="diagram.png">` is rewritten like `![]()`. */
const HTML_URL_ATTRIBUTE = /(\s)(src|href)(\s*=\s*)(?:"([^"]*)"|'([^']*)')/gi;

function rewriteAttribute(token: Token, name: string, env: PageEnv): void {
  const index = token.attrIndex(name);
  if (index < 0) return;
  const rewritten = env.rewriteUrl(String(token.attrs![index]![1]));
  if (rewritten === undefined) token.attrs!.splice(index, 1);
  else token.attrs![index]![1] = rewritten;
}

function rewriteHtml(html: string, env: PageEnv): string {
  return html.replace(
    HTML_URL_ATTRIBUTE,
    (_whole, space: string, name: string, equals: string, double?: string, single?: string) => {
      const rewritten = env.rewriteUrl(double ?? single ?? '');
      if (rewritten === undefined) return '';
      return `${space}${name}${equals}"${rewritten.replace(/"/g, '&quot;')}"`;
    },
  );
}

function rewriteTokens(tokens: readonly Token[], env: PageEnv): void {
  for (const token of tokens) {
    if (token.type === 'link_open') rewriteAttribute(token, 'href', env);
    else if (token.type === 'image') rewriteAttribute(token, 'src', env);
    else if (token.type === 'html_block' || token.type === 'html_inline') {
      token.content = rewriteHtml(token.content, env);
    }
    if (token.children) rewriteTokens(token.children, env);
  }
}

/**
 * Rewrites the page's links and images through `env.rewriteUrl`: `.md` links to directory URLs,
 * assets relative to the page's URL, and anything leaving the docs directory dropped.
 */
export function rewriteUrlsPlugin(md: MarkdownIt): void {
  md.core.ruler.push('rewrite_urls', (state: StateCore) => {
    rewriteTokens(state.tokens, pageEnvOf(state.env));
  });
}
