import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Entity } from '@atrium/model';
import { useId, type ReactNode } from 'react';
import { EntityRefLink } from '../../components/EntityRefLink/EntityRefLink';
import { AboutCardActions } from './AboutCardActions';
import { specString } from './entityHeader';

export interface AboutCardProps {
  entity: Entity;
}

/**
 * What an entity is and who owns it, as a description list under the heading 'About', with the
 * actions on its source, docs and metadata beside the heading; its links have their own card
 * (LinksCard).
 */
export function AboutCard({ entity }: AboutCardProps) {
  const headingId = useId();
  const owner = specString(entity, 'owner');
  const system = specString(entity, 'system');
  const tags = entity.metadata.tags ?? [];

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
        >
          <Typography id={headingId} variant="h6" component="h2">
            About
          </Typography>
          <AboutCardActions entity={entity} />
        </Stack>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: 1, m: 0 }}
        >
          <Field label="Description">{entity.metadata.description ?? 'No description'}</Field>
          <Field label="Owner">
            {owner ? <EntityRefLink entityRef={owner} defaultKind="group" /> : 'No owner'}
          </Field>
          {system && (
            <Field label="System">
              <EntityRefLink entityRef={system} defaultKind="system" />
            </Field>
          )}
          <Field label="Type">{specString(entity, 'type') ?? '—'}</Field>
          <Field label="Lifecycle">{specString(entity, 'lifecycle') ?? '—'}</Field>
          <Field label="Tags">
            {tags.length === 0 ? (
              'No tags'
            ) : (
              <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {tags.map(tag => (
                  <Chip key={tag} label={tag} size="small" />
                ))}
              </Stack>
            )}
          </Field>
        </Box>
      </CardContent>
    </Card>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ fontWeight: 'bold' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children}
      </Typography>
    </>
  );
}
