import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DEFAULT_NAMESPACE, type Entity } from '@atrium/model';
import { useId, type ReactNode } from 'react';
import { EntityRefLink } from '../../../components/EntityRefLink/EntityRefLink';
import { groupRelations } from '../entityHeader';

export interface OverviewTabProps {
  entity: Entity;
}

/** Spec 001 §2 "Inspector dialog tabs": identity, metadata, relations and status at a glance. */
export function OverviewTab({ entity }: OverviewTabProps) {
  const { metadata } = entity;
  const annotations = Object.entries(metadata.annotations ?? {}).sort(([a], [b]) =>
    a.localeCompare(b),
  );
  const labels = Object.entries(metadata.labels ?? {}).sort(([a], [b]) => a.localeCompare(b));
  const tags = metadata.tags ?? [];
  const relations = groupRelations(entity);
  const statusItems = entity.status?.items ?? [];

  return (
    <Stack spacing={2}>
      <Section title="Identity">
        <Pairs
          entries={[
            ['kind', entity.kind],
            ['namespace', metadata.namespace ?? DEFAULT_NAMESPACE],
            ['name', metadata.name],
            ['uid', metadata.uid ?? '—'],
            ['etag', metadata.etag ?? '—'],
          ]}
        />
      </Section>
      <Section title="Annotations">
        {annotations.length === 0 ? <None /> : <Pairs entries={annotations} />}
      </Section>
      <Section title="Labels">
        {labels.length === 0 ? <None /> : <Pairs entries={labels} />}
      </Section>
      <Section title="Tags">
        {tags.length === 0 ? (
          <None />
        ) : (
          <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {tags.map(tag => (
              <Chip key={tag} label={tag} size="small" />
            ))}
          </Stack>
        )}
      </Section>
      <Section title="Relations">
        {relations.length === 0 ? (
          <None />
        ) : (
          relations.map(group => (
            <RelationList key={group.type} type={group.type} targetRefs={group.targetRefs} />
          ))
        )}
      </Section>
      <Section title="Status">
        {statusItems.length === 0 ? (
          <None />
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {statusItems.map((item, index) => (
              // Status items have no identity of their own; their order is the server's.
              <li key={index}>
                <Typography variant="body2">
                  <strong>{item.level}</strong> {item.type}: {item.message}
                </Typography>
              </li>
            ))}
          </Box>
        )}
      </Section>
    </Stack>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 'bold' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Pairs({ entries }: { entries: Array<[string, string]> }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, m: 0 }}
    >
      {entries.map(([key, value]) => (
        <Box key={key} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" sx={{ fontWeight: 'bold' }}>
            {key}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function RelationList({ type, targetRefs }: { type: string; targetRefs: string[] }) {
  const headingId = useId();
  return (
    <>
      <Typography id={headingId} variant="subtitle2" component="h4">
        {type}
      </Typography>
      <Box component="ul" aria-labelledby={headingId} sx={{ m: 0, pl: 2 }}>
        {targetRefs.map(ref => (
          <li key={ref}>
            <EntityRefLink entityRef={ref} defaultKind="component" />
          </li>
        ))}
      </Box>
    </>
  );
}

function None() {
  return <Typography variant="body2">None</Typography>;
}
