import { AtriumError } from '@atrium/model';
import type { ScmIntegration } from '../ScmIntegration';
import type { FileRequest } from './FileRequest';
import { couldNotParse, readBrowseUrl, unsupportedRefType } from './readBrowseUrl';

/** A file of a Gerrit project at a branch or commit, as a gitiles URL names it. */
export interface GerritFileLocation {
  /** The project, slashes included (`platform/build`). */
  project: string;
  ref: { type: 'branch' | 'commit'; name: string };
  /** From the repository root, without a leading slash. */
  path: string;
}

const SAFETY_PREFIX = ")]}'";
const COMMIT_SHA = /^[0-9a-f]{40}$/i;

/**
 * Reads gitiles URLs: `{gitilesBaseUrl}/{project}/+/refs/heads/{branch}/{path}`, the short
 * `+/{branch}/{path}` and `+/{commit}/{path}`, also behind Gerrit's `/a/` authenticated prefix.
 * Tags and `HEAD` are refused: the file content API reads branches and commits only.
 */
export function parseGitilesUrl(integration: ScmIntegration, url: string): GerritFileLocation {
  const gitiles = (integration.gitilesBaseUrl ?? `${integration.baseUrl}/plugins/gitiles`).replace(
    /\/+$/,
    '',
  );
  const browse = readBrowseUrl(integration, url, [
    gitiles,
    behindAuthenticationPrefix(integration, gitiles),
  ]);
  const plus = browse.segments.indexOf('+');
  const project = browse.segments.slice(0, Math.max(plus, 0)).join('/');
  const rest = browse.segments.slice(plus + 1);
  const shape = `${gitiles}/{project}/+/refs/heads/{branch}/{path}`;
  if (plus < 1 || rest.length === 0) throw couldNotParse(browse.display, shape);
  const [first, second, third, ...tail] = rest;
  let ref: GerritFileLocation['ref'];
  let path: string[];
  if (first === 'HEAD' || (first === 'refs' && second === 'tags')) {
    throw unsupportedRefType(browse.display, 'Gerrit files are read from a branch or a commit');
  } else if (first === 'refs') {
    if (second !== 'heads' || !third) throw couldNotParse(browse.display, shape);
    ref = { type: 'branch', name: third };
    path = tail;
  } else {
    ref = { type: COMMIT_SHA.test(first ?? '') ? 'commit' : 'branch', name: first ?? '' };
    path = rest.slice(1);
  }
  if (!path.length) throw couldNotParse(browse.display, `${shape} naming a file`);
  return { project, ref, path: path.join('/') };
}

/** Gerrit also serves gitiles under `/a/` (after its base path) to signed-in users. */
function behindAuthenticationPrefix(integration: ScmIntegration, gitiles: string): string {
  const base = integration.baseUrl.replace(/\/+$/, '');
  if (gitiles.startsWith(`${base}/`)) return `${base}/a${gitiles.slice(base.length)}`;
  const { origin, pathname } = new URL(gitiles);
  return `${origin}/a${pathname}`;
}

/**
 * Gerrit serves its API anonymously at the root and with credentials under `/a/`; the prefix
 * follows whether the integration has a password.
 */
export function gerritApiBaseUrl(integration: ScmIntegration): string {
  const base = integration.baseUrl.replace(/\/+$/, '');
  return integration.password ? `${base}/a` : base;
}

/** The branch's info, whose `revision` is its head commit. */
export function gerritBranchUrl(
  integration: ScmIntegration,
  project: string,
  branch: string,
): string {
  return `${gerritApiBaseUrl(integration)}/projects/${encodeURIComponent(project)}/branches/${encodeURIComponent(branch)}`;
}

/** The file's content, answered as base64 text. */
export function gerritFileContentUrl(
  integration: ScmIntegration,
  location: GerritFileLocation,
): string {
  const { project, ref, path } = location;
  const at = ref.type === 'branch' ? 'branches' : 'commits';
  return (
    `${gerritApiBaseUrl(integration)}/projects/${encodeURIComponent(project)}` +
    `/${at}/${encodeURIComponent(ref.name)}/files/${encodeURIComponent(path)}/content`
  );
}

export function gerritFileRequest(integration: ScmIntegration, url: string): FileRequest {
  const location = parseGitilesUrl(integration, url);
  return { url: gerritFileContentUrl(integration, location), headers: {}, decode: 'gerrit-base64' };
}

/**
 * Parses a Gerrit JSON answer. Gerrit starts each with `)]}'` so that a page including it as a
 * script runs nothing; an answer without it did not come from Gerrit's API and is refused.
 */
export function parseGerritJson(body: string): unknown {
  if (!body.startsWith(SAFETY_PREFIX)) {
    throw new AtriumError("Gerrit's answer does not begin with its )]}' safety prefix");
  }
  try {
    return JSON.parse(body.slice(SAFETY_PREFIX.length)) as unknown;
  } catch {
    throw new AtriumError("Gerrit's answer is not JSON after its safety prefix");
  }
}
