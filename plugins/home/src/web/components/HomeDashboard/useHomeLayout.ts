import { useApiClient } from '@atrium/web-core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { defaultLayout } from '../../layout/defaultLayout';
import type { GridLayout } from '../../layout/gridLayout';
import { layoutQueryKey, saveLayout, storedLayoutQueryOptions } from '../../layout/layoutSettings';
import { repairLayout, storedLayoutValue } from '../../layout/repairLayout';
import type { HomeWidget } from '../../widgets/HomeWidget';

export type HomeLayoutState =
  | { status: 'loading' }
  /** The saved layout could not be read: the default is shown, and not offered for editing. */
  | { status: 'error'; error: Error; layout: GridLayout }
  | {
      status: 'ready';
      layout: GridLayout;
      /** Shows the new layout at once and saves it for the user. */
      change(next: GridLayout): void;
      /** Why the last save failed, until the next one succeeds. */
      saveError: Error | null;
    };

/** The user's layout of the home grid, read from their settings and saved there on each change. */
export function useHomeLayout(widgets: readonly HomeWidget[]): HomeLayoutState {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const stored = useQuery(storedLayoutQueryOptions(api));
  const save = useMutation({
    mutationFn: (next: GridLayout) => saveLayout(api, next),
    // One save at a time, in order, so a quick series of edits ends with the last one stored.
    scope: { id: 'home.layout' },
  });
  const fallback = useMemo(() => defaultLayout(widgets), [widgets]);
  const layout = useMemo(
    () => (stored.data === undefined ? undefined : repairLayout(stored.data, widgets)),
    [stored.data, widgets],
  );

  if (stored.isError) return { status: 'error', error: stored.error, layout: fallback };
  if (stored.isPending) return { status: 'loading' };
  return {
    status: 'ready',
    layout: layout ?? fallback,
    change(next) {
      queryClient.setQueryData(layoutQueryKey, storedLayoutValue(next));
      save.mutate(next);
    },
    saveError: save.error,
  };
}
