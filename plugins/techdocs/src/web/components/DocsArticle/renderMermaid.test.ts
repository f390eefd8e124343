import { describe, expect, it, vi } from 'vitest';
import { renderMermaidBlocks, type MermaidApi } from './renderMermaid';

function fakeMermaid(render: MermaidApi['render']) {
  return { initialize: vi.fn<MermaidApi['initialize']>(), render };
}

function article(html: string): HTMLElement {
  const root = document.createElement('article');
  root.innerHTML = html;
  return root;
}

describe('renderMermaidBlocks', () => {
  it('does not load the package for a page without diagrams', async () => {
    const load = vi.fn();
    await renderMermaidBlocks(article('<pre><code>plain</code></pre>'), { dark: false, load });
    expect(load).not.toHaveBeenCalled();
  });

  it('draws each diagram, sanitised, in the theme of the page', async () => {
    const mermaid = fakeMermaid(async (_, text) => ({
      svg: `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script><text>${text}</text></svg>`,
    }));
    const root = article('<pre class="mermaid"><code>graph TD; A--&gt;B</code></pre>');

    await renderMermaidBlocks(root, { dark: true, load: async () => mermaid });

    const svg = root.querySelector('svg');
    expect(svg?.getAttribute('aria-label')).toBe('Diagram');
    expect(svg?.textContent).toBe('graph TD; A-->B');
    expect(svg?.hasAttribute('onload')).toBe(false);
    expect(svg?.querySelector('script')).toBeNull();
    expect(root.querySelector('pre')).toBeNull();
    expect(mermaid.initialize).toHaveBeenCalledWith(
      expect.objectContaining({ theme: 'dark', securityLevel: 'strict' }),
    );
  });

  it('leaves a diagram it cannot draw as its source', async () => {
    const mermaid = fakeMermaid(async () => {
      throw new Error('Parse error');
    });
    const root = article('<pre class="mermaid"><code>not a diagram</code></pre>');

    await renderMermaidBlocks(root, { dark: false, load: async () => mermaid });

    expect(root.querySelector('pre.mermaid')?.textContent).toBe('not a diagram');
  });
});
