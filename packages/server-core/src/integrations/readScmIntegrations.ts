import { createConfig, type Config } from '../config';
import type {
  GitCredentials,
  ScmIntegration,
  ScmIntegrationType,
  StorageIntegration,
} from './ScmIntegration';
import { SCM_INTEGRATION_READERS } from './config/integrationReaders';
import { readAwsS3Integration } from './config/readAwsS3Integration';
import { readConfiguredIntegrations } from './config/readConfiguredIntegrations';
import { credentialsFor } from './credentialsFor';

/** The `integrations` section, answering which host a URL belongs to and how to sign in to it. */
export interface ScmIntegrations {
  /**
   * Every git host, configured ones first, then the public hosts not configured. Object stores
   * are not listed: repository pickers offer these.
   */
  list(): readonly ScmIntegration[];
  /** The integration of a `host[:port]`, compared without regard to case. */
  integrationForHost(host: string): ScmIntegration | undefined;
  /** The integration of an http(s) URL's host; undefined for other URLs. */
  integrationForUrl(url: string): ScmIntegration | undefined;
  /**
   * Credentials for git over HTTPS to this URL, from its host's integration; undefined when the
   * host is unknown or its integration has no secret.
   */
  credentialsForUrl(url: string): GitCredentials | undefined;
  /** Every object store (`awsS3`, `azureBlobStorage`), configured ones first, then public AWS. */
  storage(): readonly StorageIntegration[];
  /**
   * The object store of an http(s) URL: the one whose host is the URL's host or a parent domain
   * of it (buckets and accounts are subdomains), the most specific first.
   */
  storageForUrl(url: string): StorageIntegration | undefined;
}

/** Public hosts every installation knows, without credentials until configured. */
const PUBLIC_HOSTS: ReadonlyArray<{ type: ScmIntegrationType; host: string }> = [
  { type: 'github', host: 'github.com' },
  { type: 'gitlab', host: 'gitlab.com' },
  { type: 'bitbucketCloud', host: 'bitbucket.org' },
  { type: 'azure', host: 'dev.azure.com' },
];

/** Reads `integrations` as Backstage's app-config.yaml writes it; a bad entry is a ConfigError. */
export function readScmIntegrations(config: Config): ScmIntegrations {
  const configured = readConfiguredIntegrations(config);
  const scm = [
    ...configured.scm,
    ...PUBLIC_HOSTS.filter(p => !configured.scm.some(c => c.host === p.host)).map(p =>
      SCM_INTEGRATION_READERS[p.type](createConfig({ host: p.host })),
    ),
  ];
  const publicAws = readAwsS3Integration(createConfig({}));
  const storage = configured.storage.some(s => s.host === publicAws.host)
    ? configured.storage
    : [...configured.storage, publicAws];
  const byHost = new Map(scm.map(integration => [integration.host, integration]));
  const integrationForUrl = (url: string) => {
    const parsed = parseHttpUrl(url);
    return parsed && byHost.get(parsed.host.toLowerCase());
  };
  return {
    list: () => scm,
    integrationForHost: host => byHost.get(host.toLowerCase()),
    integrationForUrl,
    credentialsForUrl(url) {
      const integration = integrationForUrl(url);
      return integration && credentialsFor(integration, new URL(url));
    },
    storage: () => storage,
    storageForUrl(url) {
      const host = parseHttpUrl(url)?.host.toLowerCase();
      if (host === undefined) return undefined;
      return storage
        .filter(s => host === s.host || host.endsWith(`.${s.host}`))
        .sort((a, b) => b.host.length - a.host.length)[0];
    },
  };
}

function parseHttpUrl(url: string): URL | undefined {
  if (!URL.canParse(url)) return undefined;
  const parsed = new URL(url);
  return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed : undefined;
}
