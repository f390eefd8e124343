import { InputError } from '@atrium/model';
import type { ScmIntegrationType, ScmIntegrations } from '@atrium/server-core';
import type { AutocompleteResponse } from '../../../shared';
import { createHostClient } from '../../scm/createHostClient';
import { hostAccess } from '../../scm/hostAccess';
import { bitbucketCloudResources } from './bitbucketCloudResources';
import { githubResources } from './githubResources';
import { gitlabResources } from './gitlabResources';
import type { ResourceLookup } from './resourceLookup';

interface Provider {
  type: ScmIntegrationType;
  resources: Readonly<Record<string, ResourceLookup>>;
}

// Spec 001 §7 "Scaffolder": the providers and resources repository pickers complete.
const PROVIDERS: Readonly<Record<string, Provider>> = {
  github: { type: 'github', resources: githubResources },
  gitlab: { type: 'gitlab', resources: gitlabResources },
  bitbucketCloud: { type: 'bitbucketCloud', resources: bitbucketCloudResources },
};

export interface AutocompleteRequestOptions {
  provider: string;
  resource: string;
  token: string;
  context?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
}

export interface AutocompleteService {
  complete(request: AutocompleteRequestOptions): Promise<AutocompleteResponse>;
}

/**
 * Lists what repository pickers offer (workspaces, groups, repositories, branches) from the host's
 * API, as the user: the token comes from the browser's session with the host, never from the
 * integration. The host is `context.host`, else the first integration of the provider's type.
 */
export function createAutocompleteService(integrations: ScmIntegrations): AutocompleteService {
  return {
    async complete({ provider: name, resource, token, context = {}, signal }) {
      const provider = Object.hasOwn(PROVIDERS, name) ? PROVIDERS[name] : undefined;
      if (!provider) {
        throw new InputError(
          `Unknown autocomplete provider '${name}'; known: ${Object.keys(PROVIDERS).join(', ')}`,
        );
      }
      const lookup = Object.hasOwn(provider.resources, resource)
        ? provider.resources[resource]
        : undefined;
      if (!lookup) {
        throw new InputError(
          `Unknown resource '${resource}' for ${name}; known: ${Object.keys(provider.resources).join(', ')}`,
        );
      }
      const integration = context.host
        ? integrations.integrationForHost(context.host)
        : integrations.list().find(candidate => candidate.type === provider.type);
      if (!integration || integration.type !== provider.type) {
        throw new InputError(
          `No ${provider.type} integration for host ${context.host ?? '(none)'}`,
        );
      }
      const client = createHostClient(hostAccess(integration, { token }), signal);
      return { results: await lookup(client, context) };
    },
  };
}
