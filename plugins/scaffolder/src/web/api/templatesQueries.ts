import { queryOptions } from '@tanstack/react-query';
import { queryEntities } from '@atrium/plugin-catalog/react';
import type { ApiClient } from '@atrium/web-core';
import { toEntityFilter, type CatalogFilter } from '../fields/EntityPicker/catalogFilter';
import {
  getExistingTags,
  getGroupsOfUser,
  getTemplateEntity,
  getTemplateParameterSchema,
  listIntegrations,
  listTemplates,
} from './templatesApi';

/** Every scaffolder query key starts here, so one invalidation refreshes the plugin's data. */
export const scaffolderQueryKey = ['scaffolder'] as const;

export function templatesQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: [...scaffolderQueryKey, 'templates'],
    queryFn: () => listTemplates(api),
  });
}

export function parameterSchemaQueryOptions(
  api: ApiClient,
  ref: { namespace: string; name: string },
) {
  return queryOptions({
    queryKey: [
      ...scaffolderQueryKey,
      'parameter-schema',
      ref.namespace.toLowerCase(),
      ref.name.toLowerCase(),
    ],
    queryFn: () => getTemplateParameterSchema(api, ref),
    // The form keeps what the user typed; a background refetch must not rebuild it under them.
    staleTime: Infinity,
  });
}

export function integrationsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: [...scaffolderQueryKey, 'integrations'],
    queryFn: () => listIntegrations(api),
    staleTime: 5 * 60_000,
  });
}

/** What an entity picker asks the catalog for: a page of the entities its filter lets through. */
export interface PickerEntitiesQuery {
  filter: CatalogFilter[];
  fullTextTerm?: string;
  limit: number;
}

export function pickerEntitiesQueryOptions(api: ApiClient, query: PickerEntitiesQuery) {
  return queryOptions({
    queryKey: [...scaffolderQueryKey, 'picker-entities', query],
    // Spec 001 §8: owner list failures give empty lists.
    queryFn: async () => {
      try {
        const { filter, fullTextTerm, limit } = query;
        return (
          await queryEntities(api, { filter: filter.map(toEntityFilter), fullTextTerm, limit })
        ).items;
      } catch {
        return [];
      }
    },
  });
}

export function userGroupsQueryOptions(api: ApiClient, userEntityRef: string) {
  return queryOptions({
    queryKey: [...scaffolderQueryKey, 'user-groups', userEntityRef.toLowerCase()],
    queryFn: () => getGroupsOfUser(api, userEntityRef),
  });
}

export function existingTagsQueryOptions(api: ApiClient, kinds: readonly string[]) {
  return queryOptions({
    queryKey: [...scaffolderQueryKey, 'existing-tags', kinds],
    // Suggestions only: without them the picker still takes typed tags.
    queryFn: async () => {
      try {
        return await getExistingTags(api, kinds);
      } catch {
        return [];
      }
    },
  });
}

export function templateEntityQueryOptions(
  api: ApiClient,
  ref: { namespace: string; name: string },
) {
  return queryOptions({
    queryKey: [
      ...scaffolderQueryKey,
      'template-entity',
      ref.namespace.toLowerCase(),
      ref.name.toLowerCase(),
    ],
    // TanStack Query refuses undefined as data; null stands for "not in the catalog".
    queryFn: async () => (await getTemplateEntity(api, ref)) ?? null,
  });
}
