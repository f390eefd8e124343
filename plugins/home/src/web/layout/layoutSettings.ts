import { ResponseError, type ApiClient } from '@atrium/web-core';
import { queryOptions } from '@tanstack/react-query';
import { storedLayoutValue } from './repairLayout';
import type { GridLayout } from './gridLayout';

// Each person's layout lives in their user settings (plugins/home/README.md#layout), through the
// user-settings plugin's HTTP API (plugins/user-settings/README.md), which is its face for this.
const USER_SETTINGS_PLUGIN_ID = 'user-settings';
const LAYOUT_PATH = '/buckets/home/keys/layout';

export const layoutQueryKey = ['home', 'layout'] as const;

/**
 * The stored layout value as saved, unchecked (the page repairs it); null when the user has
 * never saved one, since TanStack Query refuses undefined as data.
 */
export function storedLayoutQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: layoutQueryKey,
    queryFn: async (): Promise<unknown> => {
      const response = await api.fetch(USER_SETTINGS_PLUGIN_ID, LAYOUT_PATH, {
        headers: { accept: 'application/json' },
      });
      if (response.status === 404) return null;
      if (!response.ok) throw await ResponseError.fromResponse(response);
      const { value } = (await response.json()) as { value?: unknown };
      return value ?? null;
    },
    // Only this page changes it; refetching on focus could undo an edit still being saved.
    staleTime: Infinity,
  });
}

export async function saveLayout(api: ApiClient, layout: GridLayout): Promise<void> {
  await api.json(USER_SETTINGS_PLUGIN_ID, LAYOUT_PATH, {
    method: 'PUT',
    body: { value: storedLayoutValue(layout) },
  });
}
