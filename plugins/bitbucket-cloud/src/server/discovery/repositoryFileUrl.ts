/**
 * The browse URL of a file in a Bitbucket Cloud repository, `<baseUrl>/<workspace>/<slug>/src/
 * <branch>/<path>`, or of the branch's folder when `path` is empty (a prefix of every file's
 * URL). The branch is one segment: the `/` of `feature/x` is encoded, as the file reader expects.
 */
export function repositoryFileUrl(
  baseUrl: string,
  repository: { workspace: string; slug: string; branch: string },
  path = '',
): string {
  const segments = [repository.workspace, repository.slug, 'src', repository.branch];
  const encoded = [...segments, ...path.split('/')].map(encodeURIComponent).join('/');
  return `${baseUrl.replace(/\/+$/, '')}/${encoded}`;
}
