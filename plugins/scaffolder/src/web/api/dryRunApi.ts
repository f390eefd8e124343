import type { ApiClient } from '@atrium/web-core';
import type { DryRunRequest, DryRunResponse } from '../../shared/contract';
// Deep import: the shared index also carries the zod contract, which the browser does not need.
import { SCAFFOLDER_PLUGIN_ID } from '../../shared/constants';

/** `POST /v2/dry-run` (spec 001 §7); a refusal throws the `ResponseError` of its error body. */
export function dryRunTemplate(api: ApiClient, request: DryRunRequest): Promise<DryRunResponse> {
  return api.json<DryRunResponse>(SCAFFOLDER_PLUGIN_ID, '/v2/dry-run', {
    method: 'POST',
    body: request,
  });
}
