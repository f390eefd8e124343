import { createHash } from 'node:crypto';
import { expect } from 'vitest';
import type { Entity } from '@atrium/model';
import type { TestDatabaseId } from '@atrium/server-core/testing';
import type { AddLocationResponse } from '../../shared';
import { organisationFiles } from '../testing/organisationFixture';
import {
  startCatalogServer,
  type CatalogTestServer,
  type StartCatalogServerOptions,
} from '../testing/startCatalogServer';

export interface OrganisationCatalog {
  server: CatalogTestServer;
  /** The answer to registering `catalog.yaml` through `POST /locations`. */
  registered: AddLocationResponse;
  /** Name of the Location entity generated for that registration. */
  generatedName: string;
}

/** The name the catalog gives the Location entity standing for a registered `type:target`. */
export function generatedLocationName(type: string, target: string): string {
  return `generated-${createHash('sha1').update(`${type}:${target}`).digest('hex')}`;
}

/**
 * A catalog server holding the organisation fixture, registered through the API so every
 * entity is there (processed and stitched) when this resolves: 14 entities plus the generated
 * Location entity.
 */
export async function startOrganisationCatalog(
  database: TestDatabaseId,
  options: Omit<StartCatalogServerOptions, 'database'> = {},
): Promise<OrganisationCatalog> {
  const server = await startCatalogServer({
    database,
    ...options,
    files: { ...organisationFiles, ...options.files },
  });
  const target = `${server.dir}/catalog.yaml`;
  const created = await server.json<AddLocationResponse>('/api/catalog/locations', {
    method: 'POST',
    body: { type: 'file', target },
  });
  if (created.status !== 201) {
    await server.stop();
    throw new Error(`Registering the fixture answered ${created.status}`);
  }
  return {
    server,
    registered: created.body,
    generatedName: generatedLocationName('file', target),
  };
}

/** Entity names in answer order; `null` items (by-refs) stay `null`. */
export function names(entities: ReadonlyArray<Partial<Entity> | null>): Array<string | null> {
  return entities.map(e => e?.metadata?.name ?? null);
}

/** The error body every catalog route answers with (spec 001 §8), for `toEqual`. */
export function errorBody(
  name: string,
  statusCode: number,
  request: { method: string; url: string },
  message: string | RegExp = /./,
) {
  return {
    error: {
      name,
      message:
        typeof message === 'string'
          ? expect.stringContaining(message)
          : expect.stringMatching(message),
    },
    request,
    response: { statusCode },
  };
}
