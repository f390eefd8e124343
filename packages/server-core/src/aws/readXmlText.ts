const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
};

/**
 * The text of every `<tag>` element, in order, entities decoded. AWS's XML answers (STS, S3
 * errors and listings) are flat and regular enough to need no XML parser.
 */
export function readXmlTexts(xml: string, tag: string): string[] {
  const pattern = new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'g');
  return [...xml.matchAll(pattern)].map(match => decodeXmlText(match[1]!.trim()));
}

/** The text of the first `<tag>` element, or undefined when there is none. */
export function readXmlText(xml: string, tag: string): string | undefined {
  return readXmlTexts(xml, tag)[0];
}

/** Escapes text for an XML element or attribute value. */
export function escapeXmlText(text: string): string {
  return text.replace(/[&<>"']/g, char => `&${ENTITY_OF[char]!};`);
}

const ENTITY_OF = Object.fromEntries(Object.entries(ENTITIES).map(([name, char]) => [char, name]));

function decodeXmlText(text: string): string {
  return text.replace(
    /&(?:(amp|lt|gt|quot|apos)|#(\d+)|#x([0-9a-fA-F]+));/g,
    (_, name: string | undefined, decimal: string | undefined, hex: string | undefined) =>
      name
        ? ENTITIES[name]!
        : String.fromCodePoint(decimal ? Number(decimal) : Number.parseInt(hex!, 16)),
  );
}
