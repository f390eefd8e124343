import Stack from '@mui/material/Stack';
import { ANNOTATION_ORPHAN, type Entity, type EntityStatusItem } from '@atrium/model';
import { ErrorPanel } from '@atrium/web-core';
import { OrphanWarning } from './OrphanWarning';
import { RelationWarning } from './RelationWarning';

export interface EntityWarningsProps {
  entity: Entity;
  onDone?: (message: string) => void;
}

/** What is wrong with the entity, above everything else on its page (spec 001 §2). */
export function EntityWarnings({ entity, onDone }: EntityWarningsProps) {
  const orphan = entity.metadata.annotations?.[ANNOTATION_ORPHAN] === 'true';
  const errors = (entity.status?.items ?? []).filter(item => item.level === 'error');
  return (
    <Stack spacing={2} sx={{ mb: 3, '&:empty': { display: 'none' } }}>
      {orphan && <OrphanWarning entity={entity} onDone={onDone} />}
      <RelationWarning entity={entity} />
      {errors.map((item, index) => (
        // Status items carry no id; the server's order is stable between renders.
        <ErrorPanel key={index} error={statusError(item)} title={item.message} />
      ))}
    </Stack>
  );
}

function statusError(item: EntityStatusItem): Error {
  const error = new Error(item.error?.message ?? item.message);
  error.name = item.error?.name ?? item.type;
  // The stack would point into this file, which tells the reader nothing about the entity.
  error.stack = undefined;
  return error;
}
