/** A built page in the shape `pageFormat.ts` describes, with what the reader treats specially. */
export function samplePage(
  options: { title?: string; body?: string; head?: string; activeNav?: string } = {},
): string {
  const { title = 'Install', head = '', activeNav = 'Install' } = options;
  const body =
    options.body ??
    '<h1 id="install">Install</h1>' +
      '<p>Read the <a href="../../">home page</a>, the <a href="../other/#setup">setup</a>, ' +
      'the <a href="https://example.com/">example</a> and <a href="#usage">usage</a>.</p>' +
      '<p><img src="../img/diagram.png" alt="Diagram"></p>' +
      '<h2 id="usage">Usage</h2>' +
      '<pre><code class="language-shell">npm install rides</code></pre>';
  const item = (label: string, href: string) =>
    `<li class="md-nav__item${label === activeNav ? ' md-nav__item--active' : ''}">` +
    `<a class="md-nav__link" href="${href}">${label}</a></li>`;
  return `<!doctype html><html><head><title>${title} - Rides Service</title>${head}</head>
<body><div class="md-container">
<nav class="md-nav md-nav--primary" aria-label="Rides Service"><ul class="md-nav__list">
${item('Home', '../../')}
<li class="md-nav__item md-nav__item--nested md-nav__item--active"><label class="md-nav__link">Guide</label>
<nav class="md-nav"><ul class="md-nav__list">${item('Install', './')}${item('Other', '../other/')}</ul></nav></li>
</ul></nav>
<nav class="md-nav md-nav--secondary" aria-label="Table of contents"><ul class="md-nav__list">
<li class="md-nav__item"><a class="md-nav__link" href="#install">Install</a>
<nav class="md-nav"><ul class="md-nav__list"><li class="md-nav__item"><a class="md-nav__link" href="#usage">Usage</a></li></ul></nav></li>
</ul></nav>
<div class="md-content"><article class="md-content__inner md-typeset">${body}</article></div>
</div></body></html>`;
}
