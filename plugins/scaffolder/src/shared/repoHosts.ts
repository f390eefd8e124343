/** The kind of source-control host a repository lives on; decides which parts a location needs. */
export type RepoHostType =
  | 'github'
  | 'gitlab'
  | 'gitea'
  | 'bitbucketCloud'
  | 'bitbucketServer'
  | 'azure'
  | 'gerrit'
  | 'other';

/** The parts of a repository location, besides host and repository, that a host may need. */
export type RepoLocationPart = 'owner' | 'organization' | 'workspace' | 'project';

/**
 * Spec 001 §5 "Repo picker": the parts each kind of host needs besides the repository. The
 * picker and the server read this one table, so a location one accepts the other accepts too.
 * Gerrit's owner is optional; its parent project travels as `workspace`, as Backstage writes it.
 */
export const REQUIRED_REPO_PARTS: Readonly<Record<RepoHostType, readonly RepoLocationPart[]>> = {
  github: ['owner'],
  gitlab: ['owner'],
  gitea: ['owner'],
  other: ['owner'],
  bitbucketCloud: ['workspace', 'project'],
  bitbucketServer: ['project'],
  azure: ['organization', 'project'],
  gerrit: ['workspace'],
};

/**
 * A host's kind guessed from the well-known names, for hosts no integration describes. An
 * unknown host is `other`, which needs an owner and a repository like GitHub.
 */
export function guessRepoHostType(host: string): RepoHostType {
  const name = host.toLowerCase();
  if (name === 'bitbucket.org' || name === 'www.bitbucket.org') return 'bitbucketCloud';
  if (name.includes('bitbucket')) return 'bitbucketServer';
  if (name === 'dev.azure.com' || name.endsWith('.visualstudio.com')) return 'azure';
  for (const type of ['gitlab', 'gitea', 'gerrit', 'github'] as const) {
    if (name.includes(type)) return type;
  }
  return 'other';
}
