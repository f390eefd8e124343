/** Everything in the document that could run code or leave the page. */
export function executableParts(document: Document): string[] {
  const found: string[] = [];
  for (const element of Array.from(document.querySelectorAll('*'))) {
    const tag = element.tagName.toLowerCase();
    if (['script', 'object', 'embed', 'base', 'form', 'style', 'iframe'].includes(tag))
      found.push(`<${tag}>`);
    if (tag === 'meta' && element.getAttribute('http-equiv')?.toLowerCase() === 'refresh')
      found.push('meta refresh');
    for (const attribute of Array.from(element.attributes)) {
      const value = attribute.value.replace(/\s/g, '').toLowerCase();
      if (attribute.name.startsWith('on')) found.push(`${tag}[${attribute.name}]`);
      if (value.includes('javascript:')) found.push(`${tag}[${attribute.name}]=javascript`);
      if (attribute.name === 'style' && /expression\(|url\(/.test(value)) found.push('style');
    }
  }
  return found;
}

/** Attacks a docs page may carry, by name: each must come out of the sanitiser harmless. */
export const xssCorpus: Record<string, string> = {
  script: '<p>a</p><script>alert(1)</script>',
  'img onerror': '<img src="x.png" onerror="alert(1)">',
  'javascript link': '<a href="javascript:alert(1)">click</a>',
  'javascript link, obfuscated': '<a href="  JaVaScRiPt:alert(1)">click</a>',
  'svg script': '<svg><script>alert(1)</script><circle r="1"/></svg>',
  'svg onload': '<svg onload="alert(1)"><rect width="1" height="1"/></svg>',
  'iframe elsewhere': '<iframe src="https://evil.example/"></iframe>',
  'iframe javascript': '<iframe src="javascript:alert(1)"></iframe>',
  'iframe srcdoc': '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  style: '<style>body { background: url(javascript:alert(1)) }</style><p>x</p>',
  'style expression': '<p style="width: expression(alert(1))">x</p>',
  'style url javascript': '<p style="background: url(javascript:alert(1))">x</p>',
  'meta refresh': '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>x</p>',
  object: '<object data="evil.swf"></object>',
  embed: '<embed src="evil.swf">',
  form: '<form action="https://evil.example/"><input name="q"></form>',
  base: '<base href="https://evil.example/"><a href="page/">p</a>',
  'math xlink': '<math><a xlink:href="javascript:alert(1)">x</a></math>',
  'link import': '<link rel="import" href="https://evil.example/x.html">',
};
