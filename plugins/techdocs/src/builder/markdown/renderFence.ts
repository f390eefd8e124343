import hljs from 'highlight.js';
import type { RendererRule } from 'markdown-it';
import { escapeHtml } from './escapeHtml';

/**
 * Fenced code: Mermaid diagrams are left as source for the browser to draw; other code is
 * highlighted with highlight.js' classes when the language is known. The language goes into
 * `data-lang` for the reader to show as a label, and a pymdownx-style `title="file.py"` into a
 * `filename` caption.
 */
export const renderFence: RendererRule = (tokens, index) => {
  const token = tokens[index]!;
  const info = token.info.trim();
  const language = (/^[^\s{]+/.exec(info)?.[0] ?? '').toLowerCase();
  const title = /\btitle="([^"]*)"/.exec(info)?.[1];
  const code = token.content;
  if (language === 'mermaid') {
    return `<pre class="mermaid"><code>${escapeHtml(code)}</code></pre>\n`;
  }
  const known = language !== '' && hljs.getLanguage(language) !== undefined;
  const body = known
    ? hljs.highlight(code, { language, ignoreIllegals: true }).value
    : escapeHtml(code);
  const codeClass = language
    ? ` class="${known ? 'hljs ' : ''}language-${escapeHtml(language)}"`
    : '';
  const langAttr = language ? ` data-lang="${escapeHtml(language)}"` : '';
  const caption = title ? `<span class="filename">${escapeHtml(title)}</span>` : '';
  return `<div class="highlight"${langAttr}>${caption}<pre><code${codeClass}>${body}</code></pre></div>\n`;
};
