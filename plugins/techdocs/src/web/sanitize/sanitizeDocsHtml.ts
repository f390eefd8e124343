import DOMPurify from 'dompurify';

export interface SanitizeDocsOptions {
  /** `techdocs.sanitizer.allowedIframeHosts`: hosts (`host` or `host:port`) iframes may show. */
  allowedIframeHosts?: readonly string[];
}

/** Hosts whose stylesheets only bring fonts: kept, as MkDocs themes link them. */
const FONT_HOSTS = new Set(['fonts.googleapis.com', 'fonts.gstatic.com']);
/** The theme's own stylesheet, `assets/stylesheets/main.<hash>.min.css`. */
const MAIN_STYLESHEET = /(^|\/)assets\/stylesheets\/main\.[\w.-]*css$/;
/** Style values that can run code or load something in some browser. */
const UNSAFE_STYLE =
  /expression\s*\(|javascript:|vbscript:|behavior\s*:|-moz-binding|@import|url\s*\(/i;

/**
 * Cleans a built page before it is shown (spec 001 §5 "Docs HTML sanitiser"): no scripts, event
 * handlers or `javascript:` URLs (DOMPurify's defaults); no `<style>` and no `<link>` but the
 * theme's stylesheet and font hosts; iframes only from the configured hosts; meta refresh removed
 * (the reader reads it before, for its redirect notice). Only `http-equiv`, `content` and
 * `dominant-baseline` are added to DOMPurify's attributes. Answers an inert document.
 */
export function sanitizeDocsHtml(html: string, options: SanitizeDocsOptions = {}): Document {
  // A fresh instance: hooks are per instance, and each call has its own iframe hosts.
  const purify = DOMPurify(window);
  const iframeHosts = new Set(options.allowedIframeHosts ?? []);
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (!(node instanceof Element)) return;
    if (!keepElement(node, data.tagName, iframeHosts)) node.parentNode?.removeChild(node);
  });
  purify.addHook('afterSanitizeAttributes', node => {
    const style = node.getAttribute('style');
    if (style !== null && UNSAFE_STYLE.test(style)) node.removeAttribute('style');
  });
  const clean = purify.sanitize(html, {
    WHOLE_DOCUMENT: true,
    ADD_TAGS: ['link', 'meta', 'iframe'],
    ADD_ATTR: ['http-equiv', 'content', 'dominant-baseline'],
    FORBID_TAGS: ['style', 'form', 'base', 'object', 'embed'],
  });
  const document = new DOMParser().parseFromString(clean, 'text/html');
  fixLinks(document);
  return document;
}

function keepElement(node: Element, tagName: string, iframeHosts: Set<string>): boolean {
  switch (tagName) {
    case 'link':
      return isAllowedStylesheet(node);
    case 'meta':
      return node.getAttribute('http-equiv')?.toLowerCase() !== 'refresh';
    case 'iframe':
      return isAllowedIframe(node.getAttribute('src'), iframeHosts);
    default:
      return true;
  }
}

function isAllowedStylesheet(link: Element): boolean {
  if (link.getAttribute('rel')?.toLowerCase() !== 'stylesheet') return false;
  const href = link.getAttribute('href') ?? '';
  const url = parseUrl(href);
  if (url && FONT_HOSTS.has(url.hostname)) return true;
  return !/^[a-z][a-z\d+.-]*:|^\/\//i.test(href) && MAIN_STYLESHEET.test(href);
}

function isAllowedIframe(src: string | null, hosts: Set<string>): boolean {
  const url = src === null ? undefined : parseUrl(src);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return false;
  return hosts.has(url.host) || hosts.has(url.hostname);
}

const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * Links to other sites open in a new tab, without access to this one; a link whose target cannot
 * be parsed, or uses another scheme, becomes its text.
 */
function fixLinks(document: Document) {
  for (const link of Array.from(document.querySelectorAll('a[href]'))) {
    const href = link.getAttribute('href') ?? '';
    const url = parseUrl(href, 'https://relative.invalid/');
    if (!url || !LINK_SCHEMES.has(url.protocol)) {
      link.replaceWith(document.createTextNode(link.textContent ?? ''));
    } else if (/^https?:\/\//i.test(href)) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    }
  }
}

function parseUrl(value: string, base?: string): URL | undefined {
  try {
    return new URL(value, base);
  } catch {
    return undefined;
  }
}
