import { InputError } from '@atrium/model';
import type { ScmIntegrationType, ScmIntegrations } from '@atrium/server-core';
import { hostAccess, type HostAccess } from '../../../scm/hostAccess';

/** Where a host-specific publishing step creates its repository. */
export interface PublishTarget<Part extends string> {
  readonly host: string;
  /** The parts of repoUrl the host needs, checked (no empty, `.` or `..` segments). */
  readonly parts: Readonly<Record<Part, string>>;
  readonly access: HostAccess;
}

/**
 * Reads a step's `repoUrl` (`host?owner=…&repo=…`, spec 001 §3) for one host type: the host must
 * be an integration of that type with a token, or the step gives one.
 */
export function publishTarget<Part extends string>(options: {
  integrations: ScmIntegrations;
  repoUrl: string;
  type: ScmIntegrationType | readonly ScmIntegrationType[];
  parts: readonly Part[];
  token?: string;
}): PublishTarget<Part> {
  const { repoUrl } = options;
  let parsed: URL;
  try {
    parsed = new URL(`https://${repoUrl}`);
  } catch {
    throw new InputError(`Invalid repoUrl '${repoUrl}': expected host?owner=…&repo=…`);
  }
  const host = parsed.host;
  const integration = options.integrations.integrationForHost(host);
  if (!integration) {
    throw new InputError(`No integration found for host ${host}; configure it under integrations`);
  }
  const types: readonly ScmIntegrationType[] = Array.isArray(options.type)
    ? options.type
    : [options.type as ScmIntegrationType];
  if (!types.includes(integration.type)) {
    throw new InputError(
      `${host} is configured as a ${integration.type} integration, not ${types.join(' or ')}`,
    );
  }
  const parts = {} as Record<Part, string>;
  for (const name of options.parts) {
    const value = parsed.searchParams.get(name);
    if (!value) throw new InputError(`Invalid repoUrl '${repoUrl}': missing ${name}`);
    if (value.split('/').some(part => part === '..' || part === '.' || part === '')) {
      throw new InputError(`Invalid repoUrl '${repoUrl}': bad ${name} '${value}'`);
    }
    parts[name] = value;
  }
  const organization = parsed.searchParams.get('organization') ?? undefined;
  return { host, parts, access: hostAccess(integration, { token: options.token, organization }) };
}
