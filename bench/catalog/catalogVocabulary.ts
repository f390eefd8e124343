// Word lists for the generated catalog. Real catalogs repeat a small vocabulary (a few languages,
// a few dozen business words), which is what makes facets and filters behave as in production:
// skewed counts, not one value per entity. Every tag here is a valid tag (spec 001 §5).

// Whitespace-separated text keeps long lists readable once Prettier has formatted the file.
const words = (text: string): readonly string[] => text.trim().split(/\s+/);

export const departmentWords = words(`
  engineering product data infrastructure security finance-tech growth operations
  customer-experience platform mobile marketplace research
`);

export const areaWords = words(`
  payments billing checkout orders catalog search pricing inventory shipping fulfilment returns
  identity auth accounts profiles notifications messaging email sms push analytics reporting
  insights experiments recommendations ads loyalty rewards subscriptions invoicing tax ledger fraud
  risk compliance onboarding support helpdesk chat media images video maps routing dispatch fleet
  telemetry devices firmware scheduling booking reviews ratings content cms localisation
  translations partners merchants sellers buyers wallet cards transfers payouts settlements
  forecasting warehouse ingest streaming observability logging metrics tracing deploy build ci
  secrets gateway edge storage backup
`);

export const teamSuffixes = words(`
  core platform backend frontend web mobile apps infra data ml reliability tooling integrations
  squad guild
`);

export const domainWords = words(`
  commerce payments logistics identity customer marketing finance data platform operations
  communications content mobility marketplace security developer-experience supply-chain risk
  growth insurance lending travel health media hardware partners support compliance people learning
`);

export const systemNouns = words(`
  ledger checkout cart catalog search pricing inventory shipment tracking accounts sessions tokens
  profiles notifications campaigns segments reports dashboards pipeline lakehouse events orders
  invoices refunds disputes payouts kyc scoring claims quotes policies bookings routes vehicles
  drivers stations tickets articles assets uploads feeds recommendations experiments flags audit
  consent directory permissions
`);

/** Component roles and the spec.type each one usually has in a Backstage catalog. */
export const componentRoles: ReadonlyArray<readonly [role: string, type: string, weight: number]> =
  [
    ['service', 'service', 24],
    ['api', 'service', 12],
    ['worker', 'service', 10],
    ['consumer', 'service', 6],
    ['scheduler', 'service', 3],
    ['gateway', 'service', 2],
    ['web', 'website', 8],
    ['frontend', 'website', 5],
    ['admin', 'website', 3],
    ['lib', 'library', 10],
    ['sdk', 'library', 4],
    ['client', 'library', 4],
    ['cli', 'tool', 3],
    ['migrations', 'tool', 2],
    ['docs', 'documentation', 2],
    ['pipeline', 'data-pipeline', 2],
  ];

export const lifecycles: ReadonlyArray<readonly [string, number]> = [
  ['production', 64],
  ['experimental', 16],
  ['deprecated', 10],
  ['development', 10],
];

export const apiTypes: ReadonlyArray<readonly [string, number]> = [
  ['openapi', 62],
  ['asyncapi', 18],
  ['grpc', 12],
  ['graphql', 8],
];

/** Resource spec.type and the name suffix it is usually given. */
export const resourceTypes: ReadonlyArray<readonly [type: string, suffix: string, weight: number]> =
  [
    ['database', 'db', 34],
    ['s3-bucket', 'bucket', 18],
    ['queue', 'queue', 14],
    ['cache', 'cache', 12],
    ['kafka-topic', 'topic', 14],
    ['search-index', 'index', 5],
    ['kubernetes-cluster', 'cluster', 3],
  ];

/** Ordered by how common they are, for pickSkewed. */
export const languageTags = words(`
  java typescript go python kotlin javascript c# scala rust ruby c++ php swift elixir
`);

export const technologyTags = words(`
  spring-boot react node grpc kafka postgres redis graphql django fastapi express next-js dotnet
  rabbitmq elasticsearch terraform helm aws-lambda spark airflow flink dbt vue angular kubernetes
`);

export const concernTags = words(`
  tier-1 tier-2 tier-3 internal customer-facing pii gdpr pci on-call legacy cost-sensitive
  high-throughput batch realtime soc2 hipaa
`);

export const firstNames = words(`
  ada alan alex amara amir ana anders anya ben bianca carla chen chloe daniel dara david elena eli
  emma erik fatima felix grace hana hugo ines ivan jack jana javier jin jonas julia kai kenji lara
  leo lina lucas maria marta mateo mei mia nadia nils noah nora oliver omar paula pedro priya rafael
  rania rosa sam sara sofia tariq tom uma victor wei yara yusuf zoe
`);

export const lastNames = words(`
  adams ahmed andersson bauer becker bianchi brown costa dubois evans fischer garcia gomez hansen
  hernandez ibrahim ito jensen johnson kim kowalski kumar larsen lee lopez martin meyer moreau
  muller nakamura nguyen nielsen novak oconnor okafor patel perez petrov rossi santos schmidt silva
  singh smith suzuki tanaka taylor wang weber williams wilson wong yamamoto zhang
`);

export const verbs = words(`
  Handles Owns Serves Processes Manages Tracks Publishes Aggregates Validates Stores Exposes
  Schedules
`);

export const audiences = [
  'customers',
  'merchants',
  'internal teams',
  'partners',
  'the mobile apps',
  'support agents',
  'finance',
  'the data platform',
  'operations staff',
] as const;
