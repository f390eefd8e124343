/**
 * The words generated catalogs are made of, shared by the relevance set and the search benchmark
 * so both search the same kind of organisation. Seeded generators pick from these lists by
 * index: changing a list changes every generated document after it.
 */

export const DOMAINS = [
  'payments',
  'orders',
  'billing',
  'inventory',
  'shipping',
  'checkout',
  'identity',
  'notifications',
  'pricing',
  'reviews',
  'loyalty',
  'fraud',
  'refunds',
  'analytics',
  'recommendations',
  'warehouse',
  'subscriptions',
  'onboarding',
  'messaging',
  'media',
] as const;
export const FIRST_NAMES = [
  'Alice',
  'Bruno',
  'Chen',
  'Dana',
  'Emeka',
  'Fatima',
  'Goran',
  'Hana',
  'Ivan',
] as const;
export const LAST_NAMES = [
  'Okafor',
  'Silva',
  'Nakamura',
  'Novak',
  'Haddad',
  'Larsen',
  'Moreau',
  'Kowal',
] as const;
export const LIFECYCLES = ['production', 'experimental', 'deprecated'] as const;
/** With `OBJECTS`, the sentences of descriptions and docs text. */
export const VERBS = [
  'stores',
  'validates',
  'publishes',
  'collects',
  'computes',
  'serves',
  'schedules',
] as const;
export const OBJECTS = [
  'events',
  'records',
  'reports',
  'receipts',
  'quotes',
  'snapshots',
  'batches',
] as const;
