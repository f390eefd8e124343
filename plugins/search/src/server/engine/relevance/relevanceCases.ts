/** One query of the relevance set and what its answer must look like. */
export interface RelevanceCase {
  readonly term: string;
  readonly types?: readonly string[];
  readonly filters?: Readonly<Record<string, readonly string[]>>;
  /** The answer starts with these keys, in this order. */
  readonly first?: readonly string[];
  /** Each of these keys is among the first ten results. */
  readonly top?: readonly string[];
  /** None of these keys is in the answer. */
  readonly absent?: readonly string[];
  /** The answer has at most this many results. */
  readonly atMost?: number;
}

const teams = ['payments', 'orders', 'billing', 'fraud'].map(d => `group:default/team-${d}`);

/** Queries over `generateCatalog()`; each case is about one promise of the search. */
export const relevanceCases: readonly RelevanceCase[] = [
  // The exact name or title first, then names starting with the term, then the rest.
  { term: 'payments-api', first: ['api:default/payments-api'] },
  { term: 'Payments API', first: ['api:default/payments-api'] },
  {
    term: 'payments',
    first: ['system:default/payments'],
    top: [
      'api:default/payments-api',
      'component:default/payments-service',
      'component:default/paymentsWorker',
      'component:default/payments-web',
    ],
  },
  {
    term: 'pay',
    first: [
      'system:default/payments',
      'api:default/payments-api',
      'component:default/payments-web',
      'component:default/paymentsWorker',
      'component:default/payments-service',
    ],
  },
  {
    term: 'petstore',
    first: ['component:default/petstore'],
    top: ['default/component/petstore/deploying'],
  },
  {
    term: 'petstore',
    types: ['techdocs'],
    first: ['default/component/petstore/deploying'],
    atMost: 1,
  },
  // Infixes.
  { term: 'ets', top: ['component:default/petstore'] },
  { term: 'ventor', top: ['system:default/inventory', 'api:default/inventory-api'] },
  // One typo in a word of five letters or more: swap, deletion, insertion, substitution.
  { term: 'paymnets', top: ['system:default/payments', 'api:default/payments-api'] },
  { term: 'inventroy', top: ['system:default/inventory'] },
  { term: 'shiping', top: ['system:default/shipping', 'component:default/shipping-web'] },
  { term: 'checkoutt', top: ['system:default/checkout'] },
  { term: 'kubernetse', first: ['default/component/petstore/deploying'] },
  { term: 'runbok payments', first: ['default/component/payments-service/runbook'] },
  // A word typed right is not taken for its neighbours ('rides' is no typo of 'rider').
  { term: 'rides api', first: ['api:default/rides-api'], atMost: 1 },
  { term: 'rider', first: ['component:default/rider-app'], atMost: 1 },
  // Short words are typed right or not found.
  { term: 'ordr', atMost: 0 },
  { term: 'tax', atMost: 0 },
  // kebab-case, snake_case and camelCase names by their words.
  { term: 'order', first: ['component:default/orderService'] },
  { term: 'service order', first: ['component:default/orderService'] },
  {
    term: 'ledger',
    first: ['component:default/ledger-reconciler'],
    top: ['component:default/cash_ledger'],
  },
  { term: 'cash', first: ['component:default/cash_ledger'] },
  { term: 'worker fraud', first: ['component:default/fraudWorker'] },
  // Unrelated words do not match.
  { term: 'tech', first: ['component:default/tech-radar'], absent: teams, atMost: 1 },
  {
    term: 'team',
    first: ['group:default/team-fraud', 'group:default/team-media'],
    absent: ['component:default/tech-radar'],
  },
  // People by display name, name and email.
  { term: 'jane doe', first: ['user:default/jane.doe'], atMost: 1 },
  { term: 'Jane', first: ['user:default/jane.doe'], atMost: 1 },
  { term: 'jane.doe@example.com', first: ['user:default/jane.doe'], atMost: 1 },
  // Several words: every one must match, each anywhere.
  { term: 'runbook payments', first: ['default/component/payments-service/runbook'], atMost: 1 },
  { term: 'petstore kubernetes', first: ['default/component/petstore/deploying'], atMost: 1 },
  { term: 'petstore billing', atMost: 0 },
  // Filters and types restrict (every result is checked against them).
  { term: 'api', filters: { kind: ['api'] }, first: ['api:default/fraud-api'], atMost: 21 },
  { term: 'web', filters: { lifecycle: ['production', 'EXPERIMENTAL'] } },
  { term: 'runbook', types: ['techdocs'], filters: { name: ['billing-service'] }, atMost: 1 },
  // Hostile input never fails and never matches everything.
  { term: '"', atMost: 0 },
  { term: '*', atMost: 0 },
  { term: 'NEAR(payments api)', atMost: 0 },
  { term: "payments' OR 1=1 --", atMost: 0 },
  { term: 'payments -api', first: ['api:default/payments-api'] },
  { term: '"payments-api"', first: ['api:default/payments-api'] },
  { term: '🔥 petstore 🔥', first: ['component:default/petstore'] },
  { term: 'a'.repeat(10_000), atMost: 0 },
];
