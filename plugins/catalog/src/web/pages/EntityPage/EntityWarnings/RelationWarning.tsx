import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import type { Entity } from '@atrium/model';
import { WarningPanel, useApiClient } from '@atrium/web-core';
import { entitiesByRefsQueryOptions } from '../../../queries';

export interface RelationWarningProps {
  entity: Entity;
}

/** Spec 001 §2: relations that point at entities the catalog does not have. */
export function RelationWarning({ entity }: RelationWarningProps) {
  const api = useApiClient();
  const targetRefs = [
    ...new Set((entity.relations ?? []).map(relation => relation.targetRef)),
  ].sort();
  const found = useQuery({
    ...entitiesByRefsQueryOptions(api, targetRefs),
    enabled: targetRefs.length > 0,
  });
  // A failed check is not worth a second warning; the page itself still works.
  if (!found.isSuccess) return null;
  const missing = targetRefs.filter((_ref, index) => found.data[index] === null);
  if (missing.length === 0) return null;

  return (
    <WarningPanel
      title="This entity has relations to other entities, which can't be found in the catalog."
      defaultExpanded
    >
      Entities not found are:
      <Box component="ul" aria-label="Entities not found" sx={{ m: 0 }}>
        {missing.map(ref => (
          <li key={ref}>{ref}</li>
        ))}
      </Box>
    </WarningPanel>
  );
}
