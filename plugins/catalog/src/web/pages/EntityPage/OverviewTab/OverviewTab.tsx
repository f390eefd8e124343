import Box from '@mui/material/Box';
import { useEntity } from '@atrium/web-core';
import { AboutCard } from '../AboutCard';
import { RelationsCard } from '../RelationsCard';
import { LabelsCard } from './LabelsCard';
import { LinksCard } from './LinksCard';

/** The catalog's first tab: About, Relations, and the entity's links and labels when it has any. */
export function OverviewTab() {
  const entity = useEntity();
  const links = entity.metadata.links ?? [];
  const labels = entity.metadata.labels ?? {};

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <AboutCard entity={entity} />
      <RelationsCard entity={entity} />
      {links.length > 0 && <LinksCard links={links} />}
      {Object.keys(labels).length > 0 && <LabelsCard labels={labels} />}
    </Box>
  );
}
