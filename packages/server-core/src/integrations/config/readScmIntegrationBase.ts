import type { Config } from '../../config/Config';
import type { ScmIntegration, ScmIntegrationType } from '../ScmIntegration';
import { readIntegrationSecret } from './readIntegrationSecret';
import { readIntegrationUrl } from './readIntegrationUrl';

type ScmIntegrationBase = Pick<
  ScmIntegration,
  'type' | 'host' | 'title' | 'baseUrl' | 'commitSigningKey'
>;

/**
 * What every git host's entry has: its host, where its repositories are browsed (`baseUrl`, which
 * Backstage defaults to `https://<host>`; tests point it at local servers over http), and the key
 * commits made for it are signed with.
 */
export function readScmIntegrationBase(
  type: ScmIntegrationType,
  entry: Config,
  host: string,
): ScmIntegrationBase {
  return {
    type,
    host,
    title: host,
    baseUrl: readIntegrationUrl(entry, 'baseUrl') ?? `https://${host}`,
    commitSigningKey: readIntegrationSecret(entry, 'commitSigningKey'),
  };
}
