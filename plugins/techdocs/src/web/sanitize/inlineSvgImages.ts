import DOMPurify from 'dompurify';

export interface InlineSvgOptions {
  /** Whether an image's absolute URL belongs to the docs site (only those are inlined). */
  isLocal(url: string): boolean;
  /** Fetches the SVG's text, with credentials. */
  load(url: string): Promise<string>;
}

/**
 * Replaces the docs site's own SVG images with the SVGs themselves, so they follow the page's
 * fonts and colours (spec 001 §5). Each is sanitised as SVG; one that cannot be loaded keeps its
 * `<img>`, with the alt text of spec 001 §8 ('Error: {source}').
 */
export async function inlineSvgImages(root: Element, options: InlineSvgOptions): Promise<void> {
  const images = Array.from(root.querySelectorAll('img')).filter(image => {
    const src = image.src;
    return (
      /\.svg(?:[?#]|$)/i.test(new URL(src, 'https://x.invalid/').pathname) && options.isLocal(src)
    );
  });
  await Promise.all(
    images.map(async image => {
      const source = image.src;
      try {
        const svg = sanitizeSvg(await options.load(source));
        if (!svg) throw new Error('Not an SVG');
        const alt = image.getAttribute('alt');
        if (alt) {
          svg.setAttribute('role', 'img');
          svg.setAttribute('aria-label', alt);
        }
        image.replaceWith(svg);
      } catch {
        image.setAttribute('alt', `Error: ${source}`);
      }
    }),
  );
}

/**
 * The SVG element of an SVG file, cleaned of scripts, handlers and foreign content. Its `<style>`
 * goes too unless `keepStyle`: an inline SVG's style sheet applies to the whole page.
 */
export function sanitizeSvg(
  text: string,
  options: { keepStyle?: boolean } = {},
): SVGSVGElement | undefined {
  const clean = DOMPurify(window).sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    ADD_ATTR: ['dominant-baseline'],
    FORBID_TAGS: options.keepStyle ? [] : ['style'],
    RETURN_DOM_FRAGMENT: true,
  });
  const svg = clean.querySelector('svg');
  return svg ?? undefined;
}
