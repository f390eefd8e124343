import { mulberry32 } from '@atrium/server-core/testing';
import type { SearchDocument } from '../SearchEngine';
import { DOMAINS, FIRST_NAMES, LAST_NAMES, LIFECYCLES, OBJECTS, VERBS } from './catalogWords';

const DOC_PAGES = [
  ['Getting started', 'Clone the repository, install the tools and run the service locally.'],
  ['Runbook', 'What to do when alerts fire: check dashboards, restart pods, page the owner.'],
  ['Architecture', 'How requests flow between the components, queues and databases.'],
] as const;

/** A name with its first letter in upper case. */
const capital = (word: string) => word[0]!.toUpperCase() + word.slice(1);

function component(
  kind: string,
  name: string,
  fields: Record<string, string>,
  title: string,
  text: string,
): SearchDocument {
  const ref = `${kind.toLowerCase()}:default/${name}`;
  return {
    type: 'software-catalog',
    key: ref,
    title,
    text,
    location: `/catalog/default/${kind.toLowerCase()}/${name}`,
    fields: { kind, namespace: 'default', name, ...fields },
    resourceRef: ref,
  };
}

/**
 * A realistic catalog of a few hundred documents, the same on every run: systems, services, APIs,
 * workers and websites per business domain, their teams, people and docs pages, plus the names
 * the relevance cases are about.
 */
export function generateCatalog(seed = 20): SearchDocument[] {
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const sentence = (subject: string) => `${capital(subject)} ${pick(VERBS)} ${pick(OBJECTS)}.`;
  const documents: SearchDocument[] = [];

  for (const domain of DOMAINS) {
    const owner = `group:default/team-${domain}`;
    const lifecycle = () => pick(LIFECYCLES);
    documents.push(
      component('Group', `team-${domain}`, { type: 'team' }, `Team ${capital(domain)}`, ''),
      component('System', domain, { owner }, capital(domain), `Everything about ${domain}.`),
      component(
        'API',
        `${domain}-api`,
        { owner, type: 'openapi', lifecycle: lifecycle() },
        `${domain}-api`,
        `The public ${domain} API. ${sentence(domain)}`,
      ),
      component(
        'Component',
        `${domain}-service`,
        { owner, type: 'service', lifecycle: lifecycle() },
        `${domain}-service`,
        sentence(`the ${domain} service`),
      ),
      component(
        'Component',
        `${domain}Worker`,
        { owner, type: 'service', lifecycle: lifecycle() },
        `${domain}Worker`,
        sentence(`the ${domain} worker`),
      ),
      component(
        'Component',
        `${domain}-web`,
        { owner, type: 'website', lifecycle: lifecycle() },
        `${domain}-web`,
        `The ${domain} pages of the shop.`,
      ),
    );
    for (const [title, text] of DOC_PAGES) {
      const page = title.toLowerCase().replaceAll(' ', '-');
      documents.push({
        type: 'techdocs',
        key: `default/component/${domain}-service/${page}`,
        title,
        text: `${text} ${sentence(domain)}`,
        location: `/docs/default/component/${domain}-service/${page}/`,
        fields: {
          kind: 'component',
          namespace: 'default',
          name: `${domain}-service`,
          entityTitle: `${domain}-service`,
          path: `${page}/`,
        },
        resourceRef: `component:default/${domain}-service`,
      });
    }
  }

  for (let i = 0; i < 60; i++) {
    const first = pick(FIRST_NAMES);
    const last = pick(LAST_NAMES);
    const name = `${first.toLowerCase()}.${last.toLowerCase()}${i}`;
    documents.push(
      component(
        'User',
        name,
        { displayName: `${first} ${last}`, email: `${name}@example.com` },
        `${first} ${last}`,
        `Member of team-${pick(DOMAINS)}.`,
      ),
    );
  }

  documents.push(...namedInCases());
  return documents;
}

/** The entities the relevance cases name. */
function namedInCases(): SearchDocument[] {
  const owner = 'group:default/team-payments';
  return [
    component('Component', 'petstore', { owner, type: 'service' }, 'petstore', 'Sells pets.'),
    component('Component', 'orderService', { owner, type: 'service' }, 'orderService', ''),
    component('Component', 'cash_ledger', { owner, type: 'library' }, 'cash_ledger', ''),
    component(
      'Component',
      'ledger-reconciler',
      { owner, type: 'service' },
      'ledger-reconciler',
      '',
    ),
    component('Component', 'tech-radar', { owner, type: 'website' }, 'Tech Radar', 'What we use.'),
    component('Component', 'rider-app', { owner, type: 'website' }, 'Rider App', 'Books rides.'),
    component('API', 'rides-api', { owner, type: 'openapi' }, 'rides-api', 'Lists past rides.'),
    component(
      'User',
      'jane.doe',
      { displayName: 'Jane Doe', email: 'jane.doe@example.com' },
      'Jane Doe',
      'Member of team-payments.',
    ),
    {
      type: 'techdocs',
      key: 'default/component/petstore/deploying',
      title: 'Deploying',
      text: 'The petstore runs on Kubernetes; deploy it with the usual pipeline.',
      location: '/docs/default/component/petstore/deploying/',
      fields: {
        kind: 'component',
        namespace: 'default',
        name: 'petstore',
        entityTitle: 'petstore',
        path: 'deploying/',
      },
      resourceRef: 'component:default/petstore',
    },
  ];
}
