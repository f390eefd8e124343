import type {
  AddLocationResponse,
  AnalyzeLocationResponse,
  LocationInput,
} from '@atrium/plugin-catalog/react';
import { ResponseError, type ApiClient } from '@atrium/web-core';
// Deep imports: the shared index also carries the zod contract, which the browser does not need.
import { CATALOG_IMPORT_PLUGIN_ID, SCM_TOKEN_HEADER } from '../../shared/constants';
import type { PullRequestInput, PullRequestResult } from '../../shared/contract';

const CATALOG = 'catalog';
const SCAFFOLDER = 'scaffolder';

/** A configured code host, as the scaffolder's integrations list names it. */
export interface ScmIntegration {
  type: string;
  host: string;
  title: string;
}

/** The code hosts the server has integrations for. */
export async function listIntegrations(api: ApiClient): Promise<ScmIntegration[]> {
  const answer = await api.json<{ integrations?: ScmIntegration[] }>(
    SCAFFOLDER,
    '/v2/integrations',
  );
  return answer?.integrations ?? [];
}

/** What registering `target` would add, without registering it. */
export function dryRunLocation(api: ApiClient, target: string): Promise<AddLocationResponse> {
  return api.json<AddLocationResponse>(CATALOG, '/locations?dryRun=true', {
    method: 'POST',
    body: { type: 'url', target },
  });
}

/** The catalog files of a repository, or the entities proposed for it when it has none. */
export function analyzeRepository(
  api: ApiClient,
  target: string,
): Promise<AnalyzeLocationResponse> {
  return api.json<AnalyzeLocationResponse>(CATALOG, '/analyze-location', {
    method: 'POST',
    body: { location: { type: 'url', target } },
  });
}

export function addLocation(api: ApiClient, location: LocationInput): Promise<AddLocationResponse> {
  return api.json<AddLocationResponse>(CATALOG, '/locations', { method: 'POST', body: location });
}

/** Reads the entity's source again now, with everything that source holds. */
export async function refreshEntity(api: ApiClient, entityRef: string): Promise<void> {
  // The answer has no body to read.
  const response = await api.fetch(CATALOG, '/refresh', { method: 'POST', body: { entityRef } });
  if (!response.ok) throw await ResponseError.fromResponse(response);
}

/** Opens the pull request adding the catalog file; `scmToken` makes it the person's own. */
export function createPullRequest(
  api: ApiClient,
  input: PullRequestInput,
  scmToken?: string,
): Promise<PullRequestResult> {
  return api.json<PullRequestResult>(CATALOG_IMPORT_PLUGIN_ID, '/pull-requests', {
    method: 'POST',
    body: input,
    headers: scmToken ? { [SCM_TOKEN_HEADER]: scmToken } : undefined,
  });
}
