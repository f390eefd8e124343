import Box from '@mui/material/Box';
import type { Entity } from '@atrium/model';
import { WarningPanel, useEntityPresentations } from '@atrium/web-core';

export interface RelationWarningProps {
  entity: Entity;
}

/**
 * Spec 001 §2: relations that point at entities the catalog does not have. Checked through the
 * presentation cache, in the same lookup as the page's links to those entities: existence needs
 * no more than their names. A failed lookup warns of nothing; the page itself still works.
 */
export function RelationWarning({ entity }: RelationWarningProps) {
  const targetRefs = [
    ...new Set((entity.relations ?? []).map(relation => relation.targetRef)),
  ].sort();
  const { presentations, loaded } = useEntityPresentations(targetRefs);
  if (!loaded) return null;
  const missing = targetRefs.filter((_ref, index) => presentations[index]?.missing);
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
