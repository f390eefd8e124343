import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useSignal } from '@atrium/plugin-signals/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { CATALOG_CHANGES_CHANNEL, type CatalogChangedSignal } from '../../shared/changeSignals';
import { catalogQueryKey } from '../queries';

// What a list page reads: pages of entities and their counts, facets and the starred list.
const LIST_QUERY_KEYS = [
  [...catalogQueryKey, 'entities'],
  [...catalogQueryKey, 'facets'],
  [...catalogQueryKey, 'by-refs-filtered'],
];

/**
 * Tells a list page that the catalog changed and re-reads the list only when asked: refetching on
 * every signal would move rows under a person who is reading or paging through them.
 */
export function CatalogChangesNotice() {
  const queryClient = useQueryClient();
  const { lastSignal } = useSignal<CatalogChangedSignal>(CATALOG_CHANGES_CHANNEL);
  // The signal whose changes are shown; a later one is a new object and brings the notice back.
  const [shown, setShown] = useState<CatalogChangedSignal>();

  if (!lastSignal || lastSignal === shown) return null;

  function showChanges() {
    setShown(lastSignal);
    for (const queryKey of LIST_QUERY_KEYS) void queryClient.invalidateQueries({ queryKey });
  }

  return (
    <Alert
      severity="info"
      role="status"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={showChanges}>
          Show changes
        </Button>
      }
    >
      The catalog has changed.
    </Alert>
  );
}
