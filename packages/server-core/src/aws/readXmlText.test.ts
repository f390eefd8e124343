import { describe, expect, it } from 'vitest';
import { escapeXmlText, readXmlText, readXmlTexts } from './readXmlText';

describe('readXmlText', () => {
  const xml =
    '<Result><Contents><Key>a &amp; b.html</Key></Contents><Contents><Key>c&#x2F;d&#60;</Key></Contents><Code>X</Code></Result>';

  it('reads every element of a tag, entities decoded', () => {
    expect(readXmlTexts(xml, 'Key')).toEqual(['a & b.html', 'c/d<']);
    expect(readXmlText(xml, 'Code')).toBe('X');
    expect(readXmlText(xml, 'Message')).toBeUndefined();
  });

  it('escapes what it reads back', () => {
    const text = `<a href="x">'&'</a>`;
    expect(readXmlText(`<Key>${escapeXmlText(text)}</Key>`, 'Key')).toBe(text);
  });
});
