/**
 * The few DER (ASN.1) encoders an X.509 certificate needs. Node can sign and parse certificates
 * but not build one, and a handful of tag-length-value writers is smaller than a dependency.
 */

function encodeLength(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

export function tlv(tag: number, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from([tag]), encodeLength(body.length), body]);
}

export const sequence = (...content: Buffer[]): Buffer => tlv(0x30, ...content);
export const set = (...content: Buffer[]): Buffer => tlv(0x31, ...content);
export const octetString = (content: Buffer): Buffer => tlv(0x04, content);
export const utf8String = (text: string): Buffer => tlv(0x0c, Buffer.from(text, 'utf8'));
export const boolean = (value: boolean): Buffer => tlv(0x01, Buffer.from([value ? 0xff : 0]));
/** A context-specific tag: `[n]` explicit (constructed) or implicit (primitive). */
export const contextTag = (n: number, constructed: boolean, content: Buffer): Buffer =>
  tlv((constructed ? 0xa0 : 0x80) | n, content);

/** A BIT STRING with no unused bits, as keys and signatures are carried. */
export const bitString = (content: Buffer): Buffer => tlv(0x03, Buffer.from([0]), content);

/** A non-negative INTEGER from big-endian bytes; a leading zero keeps the sign bit clear. */
export function unsignedInteger(bytes: Buffer): Buffer {
  let start = 0;
  while (start < bytes.length - 1 && bytes[start] === 0) start += 1;
  const trimmed = bytes.subarray(start);
  const first = trimmed[0] ?? 0;
  return tlv(0x02, first & 0x80 ? Buffer.concat([Buffer.from([0]), trimmed]) : trimmed);
}

export function objectIdentifier(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split('.').map(Number);
  const bytes = [first * 40 + second];
  for (const arc of rest) {
    const groups: number[] = [arc & 0x7f];
    for (let value = Math.floor(arc / 128); value > 0; value = Math.floor(value / 128)) {
      groups.unshift((value & 0x7f) | 0x80);
    }
    bytes.push(...groups);
  }
  return tlv(0x06, Buffer.from(bytes));
}

/** RFC 5280 §4.1.2.5: UTCTime (two-digit year) through 2049, GeneralizedTime after. */
export function certificateTime(date: Date): Buffer {
  const text = date
    .toISOString()
    .replace(/[-:T]/g, '')
    .replace(/\.\d{3}/, '');
  return date.getUTCFullYear() < 2050
    ? tlv(0x17, Buffer.from(text.slice(2), 'ascii'))
    : tlv(0x18, Buffer.from(text, 'ascii'));
}
