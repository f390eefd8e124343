import type { Random } from './createRandom';

/** Names that reach object prototypes when a parser or a lookup trusts keys. */
export const PROTOTYPE_NAMES = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
];

const NUMBERS = ['1e300', '-1e300', '-1', '0', '-0', '1.5', 'NaN', 'Infinity', '9007199254740993'];

const SPECIAL_STRINGS = [
  '',
  ' ',
  '\0',
  'a\0b',
  '%',
  '%%',
  '%zz',
  '%00',
  '%2e%2e%2f',
  '../../../../etc/passwd',
  '..',
  '.',
  '/',
  '\\',
  '*',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  "' OR 1=1 --",
  '"; DROP TABLE x; --',
  '<script>alert(1)</script>',
  '${{ parameters.x }}',
  '{{ 7 * 7 }}',
  '${HOME}',
  '$text',
  'kind=component',
  'metadata.name',
  'a=b,c=d',
  '\r\n',
  '\t',
  // Right-to-left override, Arabic, emoji with joiners, stacked combining marks, invisible marks.
  '\u202egnp.exe',
  'مرحبا',
  '🦄👩‍👩‍👧‍👦',
  'e\u0301\u0301\u0301\u0301',
  '\u200b\ufeff',
  '\ud800',
  'Ω≈ç√∫',
];

const ALPHABET = 'abcXYZ019-_.:/=,%~!*()\'"<>&?#@$ \0\u00e9\u202e\u0301😀\\';

/** A short string of mixed characters, hostile ones included. */
export function randomString(random: Random, maxLength = 24): string {
  let text = '';
  const length = random.int(maxLength + 1);
  for (let i = 0; i < length; i++) text += random.pick([...ALPHABET]);
  return text;
}

/** A string meant to break a parser: special values, long runs, or a mix of them. */
export function hostileString(random: Random, known: readonly string[] = []): string {
  const roll = random.int(100);
  if (roll < 20 && known.length > 0) return random.pick(known);
  if (roll < 45) return random.pick(SPECIAL_STRINGS);
  if (roll < 55) return random.pick(NUMBERS);
  if (roll < 65) return random.pick(PROTOTYPE_NAMES);
  if (roll < 68) return random.pick(['a', '\u00e9', '😀', '%']).repeat(random.pick([300, 5000]));
  if (roll < 80) return hostileCursor(random);
  if (roll < 90) return `${hostileString(random, known)}${hostileString(random, known)}`;
  return randomString(random);
}

/** A scalar of any JSON type, numbers at their edges included. */
function hostileScalar(random: Random, known: readonly string[] = []): unknown {
  switch (random.int(8)) {
    case 0:
      return random.pick([0, -1, 1.5, 1e300, -1e300, Number.MAX_SAFE_INTEGER + 2, 2 ** 31]);
    case 1:
      return random.pick([true, false, null]);
    default:
      return hostileString(random, known);
  }
}

/**
 * A JSON value whose keys come from `keys` (the API's own field names, so validation is passed
 * often enough to reach deeper code) and prototype names, nested at most `depth` levels.
 */
export function hostileJson(
  random: Random,
  keys: readonly string[],
  known: readonly string[],
  depth = 4,
): unknown {
  const roll = random.int(10);
  if (depth <= 0 || roll < 3) return hostileScalar(random, known);
  if (roll < 5) {
    return Array.from({ length: random.int(4) }, () => hostileJson(random, keys, known, depth - 1));
  }
  const object: Record<string, unknown> = {};
  const size = 1 + random.int(5);
  for (let i = 0; i < size; i++) {
    const key = random.chance(0.15)
      ? random.pick([...PROTOTYPE_NAMES, randomString(random, 8)])
      : random.pick(keys);
    // Defined as an own property: `object.__proto__ = x` would set the prototype instead.
    Object.defineProperty(object, key, {
      value: hostileJson(random, keys, known, depth - 1),
      enumerable: true,
      configurable: true,
      writable: true,
    });
  }
  return object;
}

/** Arrays inside arrays (or objects inside objects) far deeper than any real body. */
export function deeplyNested(random: Random, depth: number): string {
  return random.chance(0.5)
    ? `${'['.repeat(depth)}1${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** A pagination cursor as a client could forge it: base64 of hostile JSON, or not base64 at all. */
function hostileCursor(random: Random): string {
  // Written as JSON text: an object literal would turn `__proto__` into a prototype, not a key.
  const json = random.pick([
    '{"offset":1e300}',
    '{"offset":-1}',
    '{"offset":1.5}',
    '{"offset":"10"}',
    '{"offset":null}',
    '{"offset":0,"__proto__":{"offset":5}}',
    '{"constructor":{"prototype":{"x":1}}}',
    `{"orderFields":[${Array(50).fill('{"field":"metadata.name","order":"asc"}').join(',')}]}`,
    '{"filter":{"constructor":"x"},"offset":0}',
    '{"id":"1e300","createdAt":"NaN"}',
    '[]',
    '"offset"',
    '42',
    'null',
    '{"offset":',
  ]);
  const encoding = random.pick<BufferEncoding>(['base64url', 'base64', 'hex']);
  return random.chance(0.1) ? 'eyJ' : Buffer.from(json).toString(encoding);
}
