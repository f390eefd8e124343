import type { ApiClient } from '@atrium/web-core';
import { analyzeRepository, dryRunLocation, type ScmIntegration } from './catalogImportApi';
import { fromDryRun, fromRepositoryAnalysis, type ImportAnalysis } from './importAnalysis';

/** A problem with the URL itself, shown under the field rather than as a failed analysis. */
export class ImportUrlError extends Error {
  override readonly name = 'ImportUrlError';
}

/** Integration types a pull request can be opened through. */
const PULL_REQUEST_HOST_TYPES = new Set(['github', 'azure']);

/** The URL when it is an http(s) URL, else why not. */
export function parseImportUrl(text: string): URL {
  const trimmed = text.trim();
  if (!trimmed) throw new ImportUrlError('Enter the URL of a repository or of a catalog file');
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new ImportUrlError(`${trimmed} is not a URL; it must start with https://`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ImportUrlError(`Only http and https URLs can be imported, not ${url.protocol}`);
  }
  return url;
}

export function isCatalogFileUrl(url: URL): boolean {
  return /\.ya?ml$/i.test(url.pathname);
}

/** The GitHub or Azure DevOps integration for the URL's host, if one is configured. */
export function pullRequestIntegrationFor(
  url: URL,
  integrations: readonly ScmIntegration[],
): ScmIntegration | undefined {
  const host = url.host.toLowerCase();
  return integrations.find(
    integration =>
      PULL_REQUEST_HOST_TYPES.has(integration.type) && integration.host.toLowerCase() === host,
  );
}

export function notRecognisedMessage(url: URL, integrations: readonly ScmIntegration[]): string {
  const hosts = integrations
    .filter(integration => PULL_REQUEST_HOST_TYPES.has(integration.type))
    .map(integration => integration.host);
  const configured =
    hosts.length > 0
      ? `the configured GitHub and Azure DevOps hosts are ${hosts.join(', ')}`
      : 'no GitHub or Azure DevOps host is configured';
  return (
    `${url.host} is not a recognised git URL: there is no GitHub or Azure DevOps integration for ` +
    `that host (${configured}). A URL ending in .yaml or .yml can be registered from any host.`
  );
}

export interface AnalyzeImportUrlOptions {
  api: ApiClient;
  /** Asked only for repository URLs. */
  integrations(): Promise<ScmIntegration[]>;
}

/**
 * A catalog file URL is read with a dry run of registering it; any other URL is taken as a
 * repository on a GitHub or Azure DevOps host and analysed by the catalog.
 */
export async function analyzeImportUrl(
  text: string,
  { api, integrations }: AnalyzeImportUrlOptions,
): Promise<ImportAnalysis> {
  const url = parseImportUrl(text);
  // As typed: a registered location is recognised by its exact target.
  const target = text.trim();
  let analysis: ImportAnalysis;
  if (isCatalogFileUrl(url)) {
    analysis = fromDryRun(await dryRunLocation(api, target));
  } else {
    const configured = await integrations().catch((error: unknown) => {
      // Not a problem with the URL, whatever status the list was refused with.
      throw new Error(`Could not list the configured code hosts: ${(error as Error).message}`);
    });
    const integration = pullRequestIntegrationFor(url, configured);
    if (!integration) throw new ImportUrlError(notRecognisedMessage(url, configured));
    analysis = fromRepositoryAnalysis(await analyzeRepository(api, target), target, integration);
  }
  if (isEmpty(analysis)) throw new ImportUrlError(`No entities were found at ${target}`);
  return analysis;
}

function isEmpty(analysis: ImportAnalysis): boolean {
  return analysis.type === 'locations'
    ? analysis.locations.every(location => location.entities.length === 0)
    : analysis.generatedEntities.length === 0;
}
