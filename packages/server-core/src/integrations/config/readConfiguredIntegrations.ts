import type { Config } from '../../config/Config';
import {
  SCM_INTEGRATION_TYPES,
  STORAGE_INTEGRATION_TYPES,
  type ScmIntegration,
  type StorageIntegration,
} from '../ScmIntegration';
import { integrationConfigError, integrationEntryKey } from './integrationConfigError';
import { SCM_INTEGRATION_READERS, STORAGE_INTEGRATION_READERS } from './integrationReaders';

/** What the `integrations` section configures, in the order it lists them; no public defaults. */
export interface ConfiguredIntegrations {
  readonly scm: readonly ScmIntegration[];
  readonly storage: readonly StorageIntegration[];
}

/**
 * Every entry of `integrations`, read and checked. A host may be configured once among the git
 * hosts and once among the object stores: URLs are matched by host, and two entries for one host
 * would leave which one applies to chance.
 */
export function readConfiguredIntegrations(config: Config): ConfiguredIntegrations {
  const section = config.getOptionalConfig('integrations');
  const scm = SCM_INTEGRATION_TYPES.flatMap(type =>
    (section?.getOptionalConfigArray(type) ?? []).map(entry => ({
      entry,
      integration: SCM_INTEGRATION_READERS[type](entry),
    })),
  );
  const storage = STORAGE_INTEGRATION_TYPES.flatMap(type =>
    (section?.getOptionalConfigArray(type) ?? []).map(entry => ({
      entry,
      integration: STORAGE_INTEGRATION_READERS[type](entry),
    })),
  );
  checkUniqueHosts(scm);
  checkUniqueHosts(storage);
  return { scm: scm.map(s => s.integration), storage: storage.map(s => s.integration) };
}

function checkUniqueHosts(read: ReadonlyArray<{ entry: Config; integration: { host: string } }>) {
  const seen = new Map<string, Config>();
  for (const { entry, integration } of read) {
    const first = seen.get(integration.host);
    if (first) {
      throw integrationConfigError(
        entry,
        undefined,
        `the host '${integration.host}' is configured twice, also at ${integrationEntryKey(first)}`,
      );
    }
    seen.set(integration.host, entry);
  }
}
