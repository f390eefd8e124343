import { describe, expect, it } from 'vitest';
import { clip, htmlToText } from './htmlToText';

describe('htmlToText', () => {
  it('keeps what a reader sees and leaves out scripts, styles, navigation and comments', () => {
    const html = `<nav class="md-nav"><ul><li><a href="../x/">Other page</a>
      <nav class="md-nav"><a href="#y">Nested</a></nav> After nested</li></ul></nav>
      <style>.secret { color: red }</style><script>stealCookies()</script>
      <!-- a hidden note --><p>Rides are <strong>booked</strong> in <code>rides-api</code>.</p>
      <noscript>Enable scripts</noscript><p>Done&nbsp;&amp;&#x20;dusted &lt;ok&gt;</p>`;
    expect(htmlToText(html, 2_000)).toBe('Rides are booked in rides-api. Done & dusted <ok>');
  });

  it('keeps a less-than sign that starts no tag, and inline tags join words', () => {
    expect(htmlToText('<p>if a < b then<em>x</em>y</p>', 100)).toBe('if a < b thenxy');
  });

  it('drops the rest of a document after an unclosed script or comment', () => {
    expect(htmlToText('<p>Seen</p><script>var a = "<p>not text</p>";', 100)).toBe('Seen');
    expect(htmlToText('<p>Seen</p><!-- <p>hidden</p>', 100)).toBe('Seen');
    expect(htmlToText('<p>Seen</p><div class="x', 100)).toBe('Seen');
  });

  it('bounds the text, cutting at a word', () => {
    const text = htmlToText(`<p>${'lorem ipsum '.repeat(1_000)}</p>`, 2_000);
    expect(text.length).toBeLessThanOrEqual(2_000);
    expect(text.length).toBeGreaterThan(1_800);
    expect(text.endsWith('lorem') || text.endsWith('ipsum')).toBe(true);
    expect(clip('abc', 10)).toBe('abc');
  });

  it('reads hostile markup in one pass: unclosed tags, nesting, bad entities', () => {
    const hostile = [
      '<script'.repeat(50_000),
      '<nav>'.repeat(20_000) + '</nav>'.repeat(20_000),
      '<!--'.repeat(50_000),
      '&#xFFFFFFF; &#55296; &bogus; <p id="\u0000">x</p>',
    ];
    for (const html of hostile) expect(typeof htmlToText(html, 2_000)).toBe('string');
    expect(htmlToText('<p>&#x110000;&#55296;&bogus;</p>', 100)).toBe('&bogus;');
    expect(htmlToText(`${'<nav>'.repeat(3)}a${'</nav>'.repeat(3)}b`, 100)).toBe('b');
  });
});
