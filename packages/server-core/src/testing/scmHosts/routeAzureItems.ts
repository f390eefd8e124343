import { taggedAnswer } from './etag';
import { readRepositoryFile } from './readRepositoryFile';
import type { FakeRequest, FakeResponse } from './startFakeHost';

const VERSION_TYPES: Record<string, { label: string; ref: (version: string) => string }> = {
  branch: { label: 'Branch', ref: version => `refs/heads/${version}` },
  tag: { label: 'Tag', ref: version => `refs/tags/${version}` },
  commit: { label: 'Commit', ref: version => version },
};

/**
 * `GET /{org}/{project}/_apis/git/repositories/{repo}/items?path=&versionDescriptor.version=`:
 * the file's bytes, or Azure DevOps' item JSON when asked for (`$format=json` or
 * `Accept: application/json`, with the text under `content` given `includeContent=true`). The
 * version is a branch unless `versionDescriptor.versionType` says tag or commit; a bare `version`
 * parameter is ignored, as Azure DevOps ignores it.
 */
export async function routeAzureItems(
  request: FakeRequest,
  repo: { name: string; bare: string; url: string },
): Promise<FakeResponse> {
  const query = (name: string) => request.query.get(`versionDescriptor.${name}`) ?? undefined;
  const version = query('version');
  const type = VERSION_TYPES[(query('versionType') ?? 'branch').toLowerCase()];
  if (!type) return error(400, 'The version type is not valid.', 'InvalidArgumentValueException');
  const descriptor = `<${type.label}: ${version ?? 'main'} >`;
  const itemPath = `/${(request.query.get('path') ?? '').replace(/^\/+/, '')}`;
  const file = await readRepositoryFile(repo.bare, version ? type.ref(version) : 'HEAD', itemPath);
  if (file.found === 'no-ref') {
    return error(
      404,
      `TF401175: The version descriptor ${descriptor} could not be resolved to a version in the repository ${repo.name}`,
      'GitUnresolvableToCommitException',
    );
  }
  if (file.found === 'no-file') {
    return error(
      404,
      `TF401174: The item '${itemPath}' could not be found in the repository '${repo.name}' at the version specified by '${descriptor}' (resolved to commit ${file.commitSha}).`,
      'GitItemNotFoundException',
    );
  }
  const format = request.query.get('$format')?.toLowerCase();
  const wantsJson =
    format === 'json' || (!format && String(request.headers.accept).includes('application/json'));
  if (!wantsJson) return taggedAnswer(file.content, { 'content-type': 'application/octet-stream' });
  return taggedAnswer({
    objectId: file.blobSha,
    gitObjectType: 'blob',
    commitId: file.commitSha,
    path: itemPath,
    url: `${repo.url}/items?path=${encodeURIComponent(itemPath)}`,
    ...(request.query.get('includeContent') === 'true' && { content: file.content.toString() }),
  });
}

function error(status: number, message: string, typeKey: string): FakeResponse {
  return { status, body: { $id: '1', innerException: null, message, typeKey, errorCode: 0 } };
}
