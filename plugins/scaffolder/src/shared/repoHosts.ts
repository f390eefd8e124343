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
