import type { AnalyzeLocationResponse } from '../../../shared';
import type { RepositoryUrl } from './parseRepositoryUrl';

type GeneratedEntity = AnalyzeLocationResponse['generateEntities'][number];

/**
 * The Component proposed for a repository without a catalog file, as Backstage proposes it: named
 * after the repository, type `other`, lifecycle `unknown`, with its host's slug annotation; the
 * owner comes from CODEOWNERS when it names one, else the person chooses.
 */
export function suggestComponent(options: {
  repositoryName: string;
  repository?: RepositoryUrl;
  owner?: string;
}): GeneratedEntity {
  const name = entityNameOf(options.repositoryName);
  const annotations = options.repository && slugAnnotations(options.repository);
  return {
    entity: {
      apiVersion: 'backstage.io/v1alpha1',
      kind: 'Component',
      metadata: { name, ...(annotations ? { annotations } : {}) },
      spec: {
        type: 'other',
        lifecycle: 'unknown',
        ...(options.owner ? { owner: options.owner } : {}),
      },
    },
    fields: [
      {
        field: 'metadata.name',
        description: 'Name of the component, from the repository name',
        value: name,
        state: 'analysisSuggestedValue',
      },
      options.owner
        ? {
            field: 'spec.owner',
            description: "The owner of every file in the repository's CODEOWNERS",
            value: options.owner,
            state: 'analysisSuggestedValue',
          }
        : {
            field: 'spec.owner',
            description: 'The group or user that owns the component',
            state: 'needsUserInput',
          },
    ],
  };
}

/** The annotations that tie the entity to its repository, for the host's plugins. */
function slugAnnotations(repository: RepositoryUrl): Record<string, string> {
  if (repository.type === 'github') {
    return { 'github.com/project-slug': `${repository.owner}/${repository.repo}` };
  }
  return { 'dev.azure.com/project-repo': `${repository.project}/${repository.repo}` };
}

/**
 * A valid entity name from a repository name: lower-case letters, digits and single dashes, at
 * most 63 characters, `component` when nothing is left.
 */
function entityNameOf(repositoryName: string): string {
  const cleaned = repositoryName
    .replace(/\.git$/i, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return cleaned.slice(0, 63).replace(/-+$/, '') || 'component';
}
