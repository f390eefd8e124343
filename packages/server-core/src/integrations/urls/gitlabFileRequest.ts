import type { ScmIntegration } from '../ScmIntegration';
import type { FileRequest } from './FileRequest';
import { couldNotParse, encodeQueryValue, readBrowseUrl } from './readBrowseUrl';

const FILE_KINDS = ['blob', 'raw'];

/**
 * GitLab: `/{group…}/{project}/-/blob|raw/{ref}/{path}`, or the older form without `-`. The
 * project is named by its URL-encoded path, which the API takes in place of the numeric id and
 * saves a lookup.
 */
export function gitlabFileRequest(integration: ScmIntegration, url: string): FileRequest {
  const browse = readBrowseUrl(integration, url);
  const { segments } = browse;
  const dash = segments.indexOf('-');
  const kindAt =
    dash >= 0 ? dash + 1 : segments.findIndex((s, i) => i >= 2 && FILE_KINDS.includes(s));
  const project = segments.slice(0, dash >= 0 ? dash : kindAt);
  const [kind, ref, ...path] = kindAt > 0 ? segments.slice(kindAt) : [];
  if (project.length < 2 || !kind || !FILE_KINDS.includes(kind) || !ref || !path.length) {
    throw couldNotParse(browse.display, `${browse.base}/{group}/{project}/-/blob/{ref}/{path}`);
  }
  const api = (integration.apiBaseUrl ?? `${browse.base}/api/v4`).replace(/\/+$/, '');
  return {
    url:
      `${api}/projects/${encodeURIComponent(project.join('/'))}` +
      `/repository/files/${encodeURIComponent(path.join('/'))}/raw?ref=${encodeQueryValue(ref)}`,
    headers: {},
    decode: 'raw',
  };
}
