import { parseEntityRef } from '@atrium/model';
import { z } from 'zod';
import type { TemplateFilter } from '../templatingExtensions';
import { parseRepoUrl, type RepoHostTypeLookup } from './parseRepoUrl';
import { pick } from './pick';

export interface BuiltinFiltersOptions {
  /** The type of a configured integration's host; unknown hosts are guessed from their name. */
  lookupRepoHostType?: RepoHostTypeLookup;
}

const repoSpecSchema = z.object({
  host: z.string(),
  owner: z.string().optional(),
  repo: z.string(),
  organization: z.string().optional(),
  workspace: z.string().optional(),
  project: z.string().optional(),
});

const entityRefContextSchema = z
  .object({ defaultKind: z.string().optional(), defaultNamespace: z.string().optional() })
  .optional();

function entityRefContext(value: unknown): { defaultKind?: string; defaultNamespace?: string } {
  const parsed = entityRefContextSchema.safeParse(value ?? undefined);
  return parsed.success ? (parsed.data ?? {}) : {};
}

/** The filters every template can use, as Backstage templates expect them. */
export function createBuiltinFilters(options: BuiltinFiltersOptions = {}): TemplateFilter[] {
  const { lookupRepoHostType } = options;
  return [
    {
      id: 'parseRepoUrl',
      description:
        'Parses a repository location written by the repository picker into its parts: host, owner, repo, and organization, workspace or project where the host uses them.',
      schema: {
        arguments: [z.string().describe('The repository location, e.g. github.com?owner=o&repo=r')],
        output: repoSpecSchema,
      },
      examples: [
        {
          description: 'The parts of a GitHub repository location',
          example: '${{ parameters.repoUrl | parseRepoUrl }}',
          notes: 'github.com?repo=atrium&owner=acme gives { host, owner: acme, repo: atrium }',
        },
      ],
      filter: repoUrl => parseRepoUrl(repoUrl, lookupRepoHostType),
    },
    {
      id: 'parseEntityRef',
      description:
        'Splits an entity reference into kind, namespace and name; a default kind and namespace may be given for references that leave them out.',
      schema: {
        arguments: [
          z.string().describe('An entity reference, [<kind>:][<namespace>/]<name>'),
          entityRefContextSchema.describe('Defaults: { defaultKind, defaultNamespace }'),
        ],
        output: z.object({ kind: z.string(), namespace: z.string(), name: z.string() }),
      },
      examples: [
        { description: 'A full reference', example: '${{ parameters.owner | parseEntityRef }}' },
        {
          description: 'A bare name read as a group',
          example:
            '${{ parameters.owner | parseEntityRef({ defaultKind: "group", defaultNamespace: "teams" }) }}',
        },
      ],
      filter: (ref, context) => parseEntityRef(String(ref ?? ''), entityRefContext(context)),
    },
    {
      id: 'pick',
      description: 'Selects one property of an object by its path, e.g. name or metadata.name.',
      schema: {
        arguments: [z.unknown(), z.string().describe('The property path')],
        output: z.unknown().describe('The selected property'),
      },
      examples: [
        {
          description: 'The name part of an entity reference',
          example: '${{ parameters.owner | parseEntityRef | pick("name") }}',
        },
      ],
      filter: (value, path) => pick(value, path),
    },
    {
      id: 'projectSlug',
      description: 'Turns a repository location into owner/repo.',
      schema: {
        arguments: [z.string().describe('The repository location from the repository picker')],
        output: z.string(),
      },
      examples: [
        {
          description: 'The slug of a GitLab project',
          example: '${{ parameters.repoUrl | projectSlug }}',
          notes: 'gitlab.com?repo=atrium&owner=acme gives acme/atrium',
        },
      ],
      filter: repoUrl => {
        const { owner, repo } = parseRepoUrl(repoUrl, lookupRepoHostType);
        return `${owner ?? ''}/${repo}`;
      },
    },
  ];
}
