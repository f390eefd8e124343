import { sanitizeSvg } from '../../sanitize/inlineSvgImages';

/** The part of the `mermaid` package the reader uses. */
export interface MermaidApi {
  initialize(config: Record<string, unknown>): void;
  render(id: string, text: string): Promise<{ svg: string }>;
}

/** Loads the package only for pages with a diagram: it is large, and most pages have none. */
export async function loadMermaid(): Promise<MermaidApi> {
  const module = await import('mermaid');
  return module.default;
}

let counter = 0;

/**
 * Replaces the builder's diagram blocks (`<pre class="mermaid"><code>source</code></pre>`) by the
 * drawn diagram. Labels are drawn as SVG text (no HTML inside the SVG) and the result is
 * sanitised like any SVG of the site; a diagram that does not parse stays as its source.
 */
export async function renderMermaidBlocks(
  root: Element,
  options: { dark: boolean; load?: () => Promise<MermaidApi> },
): Promise<void> {
  const blocks = Array.from(root.querySelectorAll<HTMLElement>('pre.mermaid'));
  if (blocks.length === 0) return;
  const mermaid = await (options.load ?? loadMermaid)();
  mermaid.initialize({
    startOnLoad: false,
    securityLevel: 'strict',
    theme: options.dark ? 'dark' : 'default',
    htmlLabels: false,
    flowchart: { htmlLabels: false },
  });
  for (const block of blocks) {
    const source = block.querySelector('code')?.textContent ?? block.textContent ?? '';
    try {
      counter += 1;
      const { svg } = await mermaid.render(`docs-mermaid-${counter}`, source);
      // Mermaid's style sheet is its own, every rule scoped to the diagram's id.
      const drawing = sanitizeSvg(svg, { keepStyle: true });
      if (!drawing) continue;
      drawing.setAttribute('role', 'img');
      drawing.setAttribute('aria-label', 'Diagram');
      // The page may have been left while the diagram was drawn.
      if (block.parentNode) block.replaceWith(drawing);
    } catch {
      // Left as source: the reader still gets the diagram's text.
    }
  }
}
