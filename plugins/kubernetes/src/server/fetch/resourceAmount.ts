/**
 * A Kubernetes quantity as Backstage's pod metrics carry it: fractions and plain numbers as
 * numbers (CPU in cores), whole amounts given with a unit suffix as exact integers (memory in
 * bytes), which travel as strings of digits since JSON numbers would round them.
 */
export type Amount = number | bigint;

const SCALED_SUFFIXES: Record<string, bigint> = {
  k: 10n ** 3n,
  M: 10n ** 6n,
  G: 10n ** 9n,
  T: 10n ** 12n,
  P: 10n ** 15n,
  E: 10n ** 18n,
  Ki: 2n ** 10n,
  Mi: 2n ** 20n,
  Gi: 2n ** 30n,
  Ti: 2n ** 40n,
  Pi: 2n ** 50n,
  Ei: 2n ** 60n,
};

// Divisors rather than factors: 97312443n / 1e9 is the closest double to 0.097312443.
const FRACTION_DIVISORS: Record<string, number> = { n: 1e9, u: 1e6, m: 1e3 };

const QUANTITY = /^(\d+(?:\.\d*)?|\.\d+)(n|u|m|k|M|G|T|P|E|Ki|Mi|Gi|Ti|Pi|Ei)?$/;

/** The amount of a quantity ('250m', '256Mi', '1'); 0 when it is missing or unreadable. */
export function amountOf(quantity: string | undefined): Amount {
  const trimmed = quantity?.trim() ?? '';
  const match = QUANTITY.exec(trimmed);
  if (!match) {
    // Exponent forms ('1e3') are plain numbers.
    const plain = Number(trimmed);
    return trimmed !== '' && Number.isFinite(plain) ? plain : 0;
  }
  const [, digits = '', suffix = ''] = match;
  const scale = SCALED_SUFFIXES[suffix];
  if (scale === undefined) return Number(digits) / (FRACTION_DIVISORS[suffix] ?? 1);
  return /^\d+$/.test(digits)
    ? BigInt(digits) * scale
    : BigInt(Math.round(Number(digits) * Number(scale)));
}

/** The sum stays a number while both are; a whole amount makes it whole. */
export function addAmounts(a: Amount, b: Amount): Amount {
  if (typeof a === 'number' && typeof b === 'number') return a + b;
  return toWhole(a) + toWhole(b);
}

export function amountToJson(amount: Amount): number | string {
  return typeof amount === 'bigint' ? amount.toString() : amount;
}

function toWhole(amount: Amount): bigint {
  return typeof amount === 'bigint' ? amount : BigInt(Math.round(amount));
}
