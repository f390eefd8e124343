export interface EditUrlSettings {
  repoUrl?: string;
  editUri?: string;
  /** `docs_dir` as written in mkdocs.yml. */
  docsDirSetting: string;
}

/** `edit_uri` when mkdocs.yml has none, for hosts whose edit URLs are known. */
function defaultEditUri(repoUrl: URL, docsDir: string): string | undefined {
  const dir = docsDir.replace(/^\.\/|\/$/g, '');
  if (repoUrl.hostname === 'github.com') return `edit/master/${dir}/`;
  if (repoUrl.hostname === 'gitlab.com') return `-/edit/master/${dir}/`;
  return undefined;
}

/**
 * The URL a page's source path is appended to for its "edit this page" link, as MkDocs computes
 * it: `repo_url` joined with `edit_uri`. Without `edit_uri`, github.com and gitlab.com get
 * `edit/master/<docs_dir>/` and `-/edit/master/<docs_dir>/` (MkDocs itself assumes `docs/`); other
 * hosts get no link, and so does an empty `edit_uri`.
 */
export function editUrlBase({ repoUrl, editUri, docsDirSetting }: EditUrlSettings) {
  let repo: URL | undefined;
  try {
    repo = repoUrl ? new URL(repoUrl.endsWith('/') ? repoUrl : `${repoUrl}/`) : undefined;
  } catch {
    repo = undefined;
  }
  if (editUri === '') return undefined;
  const uri = editUri ?? (repo && defaultEditUri(repo, docsDirSetting));
  if (uri === undefined) return undefined;
  let base: string;
  if (uri.startsWith('?') || uri.startsWith('#')) {
    if (!repoUrl) return undefined;
    base = `${repoUrl.replace(/\/$/, '')}${uri}`;
  } else {
    try {
      base = new URL(uri, repo).href;
    } catch {
      return undefined;
    }
  }
  return /[?#]/.test(base) || base.endsWith('/') ? base : `${base}/`;
}

/** The edit link of one page, or undefined when the site has no edit base. */
export function editUrlOf(base: string | undefined, sourcePath: string): string | undefined {
  return base === undefined ? undefined : base + encodeURI(sourcePath);
}
