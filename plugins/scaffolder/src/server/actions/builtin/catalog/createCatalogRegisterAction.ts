import { fileURLToPath } from 'node:url';
import { InputError, stringifyEntityRef, type Entity } from '@atrium/model';
import type { ScmIntegrations } from '@atrium/server-core';
import type { CatalogLocationSpec } from '@atrium/plugin-catalog/node';
import { z } from 'zod';
import { createTemplateAction } from '../../createTemplateAction';
import { stepExample } from '../stepExample';
import type { CatalogFor } from './TaskCatalog';

const optional = z
  .boolean()
  .describe('Permit the registered location to optionally exist. Default: false')
  .optional();

const inputSchema = z.union([
  z.object({
    catalogInfoUrl: z
      .string()
      .min(1)
      .describe('An absolute URL pointing to the catalog info file location'),
    optional,
  }),
  z.object({
    repoContentsUrl: z
      .string()
      .min(1)
      .describe('An absolute URL pointing to the root of a repository directory tree'),
    catalogInfoPath: z
      .string()
      .describe(
        'A relative path from the repo root pointing to the catalog info file, defaults to /catalog-info.yaml',
      )
      .optional(),
    optional,
  }),
]);

const outputSchema = z.object({
  entityRef: z
    .string()
    .describe('The registered entity, a Component when there are several')
    .optional(),
  catalogInfoUrl: z.string().describe('The URL of the registered catalog file'),
});

export interface CatalogRegisterActionOptions {
  catalogFor: CatalogFor;
  integrations: ScmIntegrations;
}

/** `catalog:register`: registers a catalog file (usually one just published) in the catalog. */
export function createCatalogRegisterAction(options: CatalogRegisterActionOptions) {
  return createTemplateAction<z.infer<typeof inputSchema>, z.infer<typeof outputSchema>>({
    id: 'catalog:register',
    description:
      'Registers entities from a catalog descriptor file in the workspace into the software catalog.',
    schema: { input: inputSchema, output: outputSchema },
    examples: [
      stepExample('Register the catalog file of the repository just published', {
        id: 'register',
        name: 'Register',
        action: 'catalog:register',
        input: {
          repoContentsUrl: '${{ steps.publish.output.repoContentsUrl }}',
          catalogInfoPath: '/catalog-info.yaml',
        },
      }),
      stepExample('Register a catalog file by its URL, accepting one already registered', {
        id: 'register',
        name: 'Register',
        action: 'catalog:register',
        input: {
          catalogInfoUrl: 'https://github.com/acme/service/blob/main/catalog-info.yaml',
          optional: true,
        },
      }),
    ],
    async handler({ input, user, logger, output }) {
      const catalogInfoUrl =
        'catalogInfoUrl' in input
          ? input.catalogInfoUrl
          : resolveCatalogInfoUrl(input.repoContentsUrl, input.catalogInfoPath, options);
      const location = locationOf(catalogInfoUrl);
      const catalog = await options.catalogFor(user);
      logger.info(`Registering ${catalogInfoUrl} in the catalog`);
      try {
        await catalog.addLocation(location);
      } catch (error) {
        // An optional location may already be registered, or not exist yet.
        if (!input.optional) throw error;
        logger.warn(`The catalog did not register ${catalogInfoUrl}: ${(error as Error).message}`);
      }
      try {
        const { entities } = await catalog.addLocation(location, { dryRun: true });
        const entity = mainEntity(entities);
        if (entity) output('entityRef', stringifyEntityRef(entity));
      } catch (error) {
        if (!input.optional) throw error;
      }
      output('catalogInfoUrl', catalogInfoUrl);
    },
  });
}

/** The catalog file's URL: the path resolved against the repository root, not the host. */
function resolveCatalogInfoUrl(
  repoContentsUrl: string,
  catalogInfoPath = '/catalog-info.yaml',
  options: CatalogRegisterActionOptions,
): string {
  let base: URL;
  try {
    base = new URL(repoContentsUrl);
  } catch {
    throw new InputError(`repoContentsUrl '${repoContentsUrl}' is not an absolute URL`);
  }
  if (base.protocol !== 'file:' && !options.integrations.integrationForUrl(repoContentsUrl)) {
    throw new InputError(`No integration found for host ${base.host}`);
  }
  if (!base.pathname.endsWith('/')) base.pathname += '/';
  return new URL(catalogInfoPath.replace(/^\/+/, ''), base).href;
}

/** `file:` URLs register a file location (a repository on this server); the rest `url`. */
function locationOf(catalogInfoUrl: string): CatalogLocationSpec {
  if (catalogInfoUrl.startsWith('file:')) {
    try {
      return { type: 'file', target: fileURLToPath(catalogInfoUrl) };
    } catch (error) {
      throw new InputError(`catalogInfoUrl '${catalogInfoUrl}': ${(error as Error).message}`);
    }
  }
  if (!/^https?:\/\//.test(catalogInfoUrl)) {
    throw new InputError(`catalogInfoUrl '${catalogInfoUrl}' must be an http(s) or file URL`);
  }
  return { type: 'url', target: catalogInfoUrl };
}

/** A Component first, as the most central kind; never the generated Location entity if avoidable. */
function mainEntity(entities: readonly Entity[]): Entity | undefined {
  const named = entities.filter(e => !e.metadata.name.startsWith('generated-'));
  return named.find(e => e.kind === 'Component') ?? named[0] ?? entities[0];
}
