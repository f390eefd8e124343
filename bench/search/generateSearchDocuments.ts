import type { SearchDocument } from '@atrium/plugin-search/node';
import { catalogWords } from '@atrium/plugin-search/testing';
import { createRandom } from '../catalog/createRandom';

/**
 * Words documents are made of: the relevance set's, so both search the same kind of organisation.
 * Queries are drawn from the same lists, so they find something.
 */
const { DOMAINS, FIRST_NAMES, LAST_NAMES, LIFECYCLES, OBJECTS, VERBS } = catalogWords;
const ROLES = ['service', 'api', 'worker', 'website', 'library', 'gateway', 'scheduler', 'store'];
const KINDS = [
  ['Component', 0.55],
  ['API', 0.15],
  ['User', 0.2],
  ['Group', 0.05],
  ['Resource', 0.05],
] as const;
export const SECTION_TOPICS = [
  'Getting started',
  'Runbook',
  'Architecture',
  'Deployment',
  'Monitoring',
  'Troubleshooting',
  'Configuration',
  'Release process',
] as const;

const capital = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/**
 * `entities` catalog documents and `sections` docs sections, the same for the same seed: names
 * built from business domains and roles (`payments-gateway-17`), people, teams, and docs text
 * made of sentences about them, with the fields the catalog and docs collators write.
 */
export function generateSearchDocuments(
  entities: number,
  sections: number,
  seed: number,
): SearchDocument[] {
  const random = createRandom(seed);
  const sentence = (subject: string) =>
    `${capital(subject)} ${random.pick(VERBS)} ${random.pick(OBJECTS)} for ${random.pickSkewed(DOMAINS)}.`;
  const documents: SearchDocument[] = [];
  const components: Array<{ name: string; title: string }> = [];

  for (let index = 0; index < entities; index++) {
    const kind = random.pickWeighted(KINDS);
    const domain = random.pickSkewed(DOMAINS);
    const owner = `group:default/team-${random.pick(DOMAINS)}`;
    let name: string;
    let title: string;
    let text: string;
    const fields: Record<string, string> = { kind, namespace: 'default' };
    if (kind === 'User') {
      const first = random.pick(FIRST_NAMES);
      const last = random.pick(LAST_NAMES);
      name = `${first}.${last}.${index}`.toLowerCase();
      title = `${first} ${last}`;
      fields.email = `${name}@example.com`;
      fields.displayName = title;
      text = fields.email;
    } else if (kind === 'Group') {
      name = `team-${domain}-${index}`;
      title = `Team ${capital(domain)} ${index}`;
      fields.type = 'team';
      text = `The ${domain} team.`;
    } else {
      const role = random.pick(ROLES);
      name = `${domain}-${role}-${index}`;
      title = name;
      fields.owner = owner;
      fields.lifecycle = random.pick(LIFECYCLES);
      fields.type = kind === 'API' ? 'openapi' : role;
      text = `${sentence(name)} ${sentence(`the ${role}`)}`;
      if (kind === 'Component') components.push({ name, title });
    }
    fields.name = name;
    const ref = `${kind.toLowerCase()}:default/${name}`;
    documents.push({
      type: 'software-catalog',
      key: ref,
      title,
      text,
      location: `/catalog/default/${kind.toLowerCase()}/${name}`,
      fields,
      resourceRef: ref,
    });
  }

  const owners = components.length > 0 ? components : [{ name: 'docs-home', title: 'docs-home' }];
  for (let index = 0; index < sections; index++) {
    const entity = owners[index % owners.length]!;
    const topic = random.pick(SECTION_TOPICS);
    const ref = `component:default/${entity.name}`;
    const pagePath = `${topic.toLowerCase().replaceAll(' ', '-')}/`;
    const anchor = `part-${index}`;
    const paragraphs = Array.from({ length: 4 }, () => sentence(entity.name)).join(' ');
    documents.push({
      type: 'techdocs',
      key: `${ref}#${pagePath}#${anchor}`,
      title: `${topic} › Part ${index}`,
      text: `${topic} of ${entity.title}. ${paragraphs}`,
      location: `/docs/default/component/${entity.name}/${pagePath}#${anchor}`,
      fields: {
        entityTitle: entity.title,
        path: pagePath,
        kind: 'component',
        namespace: 'default',
        name: entity.name,
      },
      resourceRef: ref,
    });
  }
  return documents;
}
