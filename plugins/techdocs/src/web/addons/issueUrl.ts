/** Spec 001 §9: the longest issue title the report-issue add-on proposes. */
export const ISSUE_TITLE_MAX_LENGTH = 70;

export type IssueHost = 'github' | 'gitlab';

export interface IssueTarget {
  host: IssueHost;
  /** The repository's web URL, e.g. `https://github.com/acme/docs`. */
  repoUrl: string;
}

/**
 * The repository an edit URL (`<meta name="atrium:edit-url">`) points into: GitHub's
 * `{repo}/edit|blob/{branch}/{path}`, GitLab's `{project}/-/edit|blob/{branch}/{path}`. Other
 * hosts have no issue page the add-on knows.
 */
export function issueTarget(editUrl: string): IssueTarget | undefined {
  let url: URL;
  try {
    url = new URL(editUrl);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const gitlab = /^(.+?)\/-\/(?:edit|blob|tree)\//.exec(url.pathname);
  if (gitlab?.[1] && (url.hostname.includes('gitlab') || !url.hostname.includes('github'))) {
    return { host: 'gitlab', repoUrl: `${url.origin}${gitlab[1]}` };
  }
  const github = /^(\/[^/]+\/[^/]+)\/(?:edit|blob|tree)\//.exec(url.pathname);
  if (github?.[1] && url.hostname.includes('github')) {
    return { host: 'github', repoUrl: `${url.origin}${github[1]}` };
  }
  return undefined;
}

export function issueTitle(selection: string): string {
  const title = `Documentation feedback: ${selection.replace(/\s+/g, ' ').trim()}`;
  return title.length > ISSUE_TITLE_MAX_LENGTH
    ? `${title.slice(0, ISSUE_TITLE_MAX_LENGTH - 3)}...`
    : title;
}

export function issueBody(selection: string, pageUrl: string): string {
  const quoted = selection
    .trim()
    .split('\n')
    .map(line => `> ${line}`)
    .join('\n');
  return `${quoted}\n\nPage: ${pageUrl}\n\nWhat is wrong or missing?\n`;
}

/** The new-issue page at the host, with the title and body filled in. */
export function newIssueUrl(target: IssueTarget, selection: string, pageUrl: string): string {
  const title = issueTitle(selection);
  const body = issueBody(selection, pageUrl);
  if (target.host === 'github') {
    const query = new URLSearchParams({ title, body });
    return `${target.repoUrl}/issues/new?${query}`;
  }
  const query = new URLSearchParams({ 'issue[title]': title, 'issue[description]': body });
  return `${target.repoUrl}/-/issues/new?${query}`;
}
