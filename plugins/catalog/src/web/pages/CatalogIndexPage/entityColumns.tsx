import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import MuiLink from '@mui/material/Link';
import type { Entity } from '@atrium/model';
import type { TableColumn } from '@atrium/web-core';
import { Link as RouterLink } from 'react-router';
import { EntityRefLink } from '../../components/EntityRefLink/EntityRefLink';
import { entityRoutePath } from '../../entityRoute';

function specString(entity: Entity, field: string): string | undefined {
  const value = entity.spec?.[field];
  return typeof value === 'string' ? value : undefined;
}

/** The columns of the catalog index table (spec 001 §2). */
export const entityColumns: TableColumn<Entity>[] = [
  {
    id: 'name',
    title: 'Name',
    field: entity => entity.metadata.title ?? entity.metadata.name,
    render: entity => (
      <MuiLink
        component={RouterLink}
        to={entityRoutePath({
          kind: entity.kind,
          namespace: entity.metadata.namespace,
          name: entity.metadata.name,
        })}
      >
        {entity.metadata.title ?? entity.metadata.name}
      </MuiLink>
    ),
  },
  {
    id: 'system',
    title: 'System',
    field: entity => specString(entity, 'system'),
    render: entity => {
      const system = specString(entity, 'system');
      return system ? <EntityRefLink entityRef={system} defaultKind="system" /> : null;
    },
  },
  {
    id: 'owner',
    title: 'Owner',
    field: entity => specString(entity, 'owner'),
    render: entity => {
      const owner = specString(entity, 'owner');
      return owner ? <EntityRefLink entityRef={owner} defaultKind="group" /> : null;
    },
  },
  { id: 'type', title: 'Type', field: entity => specString(entity, 'type') },
  { id: 'lifecycle', title: 'Lifecycle', field: entity => specString(entity, 'lifecycle') },
  { id: 'description', title: 'Description', field: entity => entity.metadata.description },
  {
    id: 'tags',
    title: 'Tags',
    field: entity => (entity.metadata.tags ?? []).join(', '),
    render: entity => (
      <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {(entity.metadata.tags ?? []).map(tag => (
          <Chip key={tag} label={tag} size="small" />
        ))}
      </Stack>
    ),
  },
];
