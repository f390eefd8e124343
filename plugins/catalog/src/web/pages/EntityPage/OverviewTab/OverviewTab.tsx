import Box from '@mui/material/Box';
import { extensionsFor, Progress, useEntity, useWebExtensions } from '@atrium/web-core';
import { Suspense, useMemo } from 'react';
import { AboutCard } from '../AboutCard';
import { RelationsCard } from '../RelationsCard';
import { kindOverviewCards } from './kindOverviewCards';
import { LabelsCard } from './LabelsCard';
import { LinksCard } from './LinksCard';

/**
 * The catalog's first tab: the cards of the entity's kind (About and Relations, or a User's or
 * Group's profile, members and ownership), the entity's links and labels when it has any, then the
 * cards other plugins contribute (`entityCards`) for this entity.
 */
export function OverviewTab() {
  const entity = useEntity();
  const links = entity.metadata.links ?? [];
  const labels = entity.metadata.labels ?? {};
  const { entityCards } = useWebExtensions();
  const cards = useMemo(() => extensionsFor(entityCards, entity), [entityCards, entity]);
  const kindCards = kindOverviewCards(entity);

  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      {kindCards ? (
        <Suspense fallback={<Progress />}>{kindCards}</Suspense>
      ) : (
        <>
          <AboutCard entity={entity} />
          <RelationsCard entity={entity} />
        </>
      )}
      {links.length > 0 && <LinksCard links={links} />}
      {Object.keys(labels).length > 0 && <LabelsCard labels={labels} />}
      {/* A contributed card is usually its own chunk: the others show while it loads. */}
      {cards.map(card => (
        <Suspense key={card.id} fallback={<Progress />}>
          {card.element}
        </Suspense>
      ))}
    </Box>
  );
}
