import { describe, expect, it } from 'vitest';
import { compactHtml, renderForTest } from '../testing/renderForTest';

const html = (source: string) => compactHtml(renderForTest(source).html);

describe('createMarkdownRenderer', () => {
  it('renders tables', () => {
    expect(html('| a | b |\n|---|:-:|\n| 1 | 2 |')).toContain(
      '<table><thead><tr><th>a</th><th style="text-align:center">b</th></tr></thead><tbody><tr><td>1</td><td style="text-align:center">2</td></tr></tbody></table>',
    );
  });

  it('highlights fenced code with highlight.js classes and labels its language', () => {
    const out = html('```python title="app.py"\ndef run():\n    return 1\n```');
    expect(out).toContain(
      '<div class="highlight" data-lang="python"><span class="filename">app.py</span>',
    );
    expect(out).toContain(
      '<pre><code class="hljs language-python"><span class="hljs-keyword">def</span>',
    );
  });

  it('escapes code in an unknown language without highlighting it', () => {
    expect(html('```nosuchlang\n<b>\n```')).toContain(
      '<pre><code class="language-nosuchlang">&lt;b&gt;\n</code></pre>',
    );
  });

  it('leaves Mermaid diagrams as escaped source for the browser', () => {
    expect(html('```mermaid\ngraph TD; A-->B\n```')).toBe(
      '<pre class="mermaid"><code>graph TD; A--&gt;B\n</code></pre>',
    );
  });

  it('renders admonitions with their title and indented body', () => {
    expect(
      html(
        '!!! warning "Mind the gap"\n    Body with *emphasis*.\n\n    Second paragraph.\n\nAfter.',
      ),
    ).toBe(
      '<div class="admonition warning"><p class="admonition-title">Mind the gap</p><p>Body with <em>emphasis</em>.</p><p>Second paragraph.</p></div><p>After.</p>',
    );
  });

  it('titles an admonition by its type, or not at all with an empty title', () => {
    expect(html('!!! tip\n    Hint.')).toBe(
      '<div class="admonition tip"><p class="admonition-title">Tip</p><p>Hint.</p></div>',
    );
    expect(html('!!! note ""\n    Bare.')).toBe('<div class="admonition note"><p>Bare.</p></div>');
  });

  it('nests admonitions and keeps code inside them', () => {
    const out = html(
      '!!! note\n    !!! danger "Inner"\n        ```sh\n        rm -rf /\n        ```',
    );
    expect(out).toContain(
      '<div class="admonition note"><p class="admonition-title">Note</p><div class="admonition danger"><p class="admonition-title">Inner</p><div class="highlight" data-lang="sh">',
    );
  });

  it('renders collapsed and open details', () => {
    expect(html('??? question "Why?"\n    Because.')).toBe(
      '<details class="question"><summary>Why?</summary><p>Because.</p></details>',
    );
    expect(html('???+ example\n    Shown.')).toBe(
      '<details class="example" open=""><summary>Example</summary><p>Shown.</p></details>',
    );
    expect(html('??? "Untyped"\n    Text.')).toBe(
      '<details><summary>Untyped</summary><p>Text.</p></details>',
    );
    expect(html('!!! "Untyped"\n    Text.')).toBe('<p>!!! &quot;Untyped&quot;\nText.</p>');
  });

  it('renders content tabs as radio inputs, labels and blocks', () => {
    const out = html('=== "One"\n    First.\n\n=== "Two"\n    Second.\n\nAfter.');
    expect(out).toBe(
      '<div class="tabbed-set tabbed-alternate" data-tabs="1:2">' +
        '<input id="__tabbed_1_1" name="__tabbed_1" type="radio" checked="checked">' +
        '<input id="__tabbed_1_2" name="__tabbed_1" type="radio">' +
        '<div class="tabbed-labels"><label for="__tabbed_1_1">One</label><label for="__tabbed_1_2">Two</label></div>' +
        '<div class="tabbed-content"><div class="tabbed-block"><p>First.</p></div><div class="tabbed-block"><p>Second.</p></div></div>' +
        '</div><p>After.</p>',
    );
  });

  it('starts a new tab set with ===! and selects the tab marked ===+', () => {
    const out = html('=== "A"\n    a\n\n===! "B"\n    b\n\n===+ "C"\n    c');
    expect(out.match(/class="tabbed-set/g)).toHaveLength(2);
    expect(out).toContain(
      '<input id="__tabbed_2_2" name="__tabbed_2" type="radio" checked="checked">',
    );
  });

  it('renders footnotes', () => {
    const out = html('Claim.[^1]\n\n[^1]: The source.');
    expect(out).toContain('<sup class="footnote-ref"><a href="#fn1" id="fnref1">[1]</a></sup>');
    expect(out).toContain('<li id="fn1" class="footnote-item"><p>The source.');
  });

  it('applies attribute lists, with or without the leading colon', () => {
    expect(html('## Setup { #install .wide }')).toContain('<h2 id="install" class="wide">Setup');
    expect(html('A paragraph.\n{: .note }')).toBe('<p class="note">A paragraph.</p>');
  });

  it('renders task lists with disabled checkboxes', () => {
    expect(html('- [x] done\n- [ ] to do')).toBe(
      '<ul class="task-list">' +
        '<li class="task-list-item"><input class="task-list-item-checkbox" type="checkbox" disabled="" checked=""> done</li>' +
        '<li class="task-list-item"><input class="task-list-item-checkbox" type="checkbox" disabled=""> to do</li>' +
        '</ul>',
    );
  });

  it('gives headings toc ids and permalinks, de-duplicated', () => {
    const page = renderForTest(
      '# Hello, World!\n\n## Über  -- uns\n\n## Über uns\n\n## Über uns\n\n## !!!\n\n## ???',
    );
    // As Python-Markdown numbers them, so anchors into MkDocs-built pages keep working.
    expect(page.headings.map(heading => heading.id)).toEqual([
      'hello-world',
      'uber-uns',
      'uber-uns_1',
      'uber-uns_2',
      '_1',
      '_2',
    ]);
    expect(compactHtml(page.html)).toContain(
      '<h1 id="hello-world">Hello, World!<a class="headerlink" href="#hello-world" title="Permanent link">¶</a></h1>',
    );
    expect(page.h1Title).toBe('Hello, World!');
  });

  it('passes raw HTML through unchanged: the web reader sanitises it', () => {
    // The builder's output is untrusted by design; DOMPurify in the reader removes scripts.
    const source = '<script>alert(1)</script>\n\nText <span onclick="x()">inline</span>';
    expect(html(source)).toBe(
      '<script>alert(1)</script><p>Text <span onclick="x()">inline</span></p>',
    );
  });
});
