import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ANNOTATION_ORIGIN_LOCATION,
  DEFAULT_NAMESPACE,
  stringifyEntityRef,
  type Entity,
} from '@atrium/model';
import { ErrorPanel, Progress, ResponseError, useApiClient } from '@atrium/web-core';
import { useId, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { EntityRefLink } from '../../../components/EntityRefLink/EntityRefLink';
import { removeEntityByUid, removeLocation } from '../../../api';
import {
  catalogQueryKey,
  entitiesQueryOptions,
  locationByEntityQueryOptions,
} from '../../../queries';
import type { Location } from '../../../../shared/contract';

export const PROTECTED_NOTE =
  'This entity comes from a protected configuration and cannot be unregistered.';

export interface UnregisterDialogProps {
  entity: Entity;
  open: boolean;
  onClose: () => void;
  /** Called with the confirmation to show, e.g. 'Removed entity web'. */
  onDone: (message: string) => void;
}

/** Spec 001 §4 "Unregister dialog variants": loading, error, bootstrap, unregister, only-delete. */
export function UnregisterDialog({ entity, open, onClose, onDone }: UnregisterDialogProps) {
  const titleId = useId();
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const origin = entity.metadata.annotations?.[ANNOTATION_ORIGIN_LOCATION] ?? '';
  // Entities read through the app's own bootstrap location have no location to remove.
  const bootstrap = origin.startsWith('bootstrap:');
  const location = useQuery({
    ...locationByEntityQueryOptions(api, {
      kind: entity.kind,
      namespace: entity.metadata.namespace ?? DEFAULT_NAMESPACE,
      name: entity.metadata.name,
    }),
    enabled: open && !bootstrap,
  });

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setFailure(undefined);
    try {
      await action();
      onDone(`Removed entity ${entity.metadata.name}`);
      // Leave first: refetching first would swap this page for 'no such entity' mid-way.
      void navigate('/catalog');
      void queryClient.invalidateQueries({ queryKey: catalogQueryKey });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      // Spec 001 §2: a 403 from the server means the location is protected configuration.
      const isProtected = error instanceof ResponseError && error.statusCode === 403;
      setFailure(isProtected ? `${PROTECTED_NOTE} ${message}` : message);
      setBusy(false);
    }
  }

  const uid = entity.metadata.uid;
  const deleteEntity = () => run(() => removeEntityByUid(api, uid ?? ''));
  const deleteButton = (
    <Button color="error" variant="outlined" disabled={busy || !uid} onClick={deleteEntity}>
      Delete Entity
    </Button>
  );

  let body: ReactNode;
  if (bootstrap) {
    body = (
      <>
        <Typography>
          You cannot unregister this entity, since it originates from a protected Atrium
          configuration (location {origin}). If you believe this is in error, please contact the
          Atrium integrator in charge of the instance.
        </Typography>
        <AdvancedOptions>{deleteButton}</AdvancedOptions>
      </>
    );
  } else if (location.isPending) {
    body = <Progress />;
  } else if (location.isError) {
    body = <ErrorPanel error={location.error} defaultExpanded />;
  } else if (location.data === null) {
    body = (
      <>
        <Typography sx={{ mb: 2 }}>
          This entity does not seem to originate from a registered location. You therefore only have
          the option to delete it outright from the catalog.
        </Typography>
        {deleteButton}
      </>
    );
  } else {
    const found = location.data;
    body = (
      <UnregisterVariant
        location={found}
        busy={busy}
        onUnregister={() => run(() => removeLocation(api, found.id))}
      >
        <AdvancedOptions>
          <Typography sx={{ mb: 1 }}>
            You can also choose to delete the entity but not its location. This is not recommended,
            as the entity will reappear the next time its location is read.
          </Typography>
          {deleteButton}
        </AdvancedOptions>
      </UnregisterVariant>
    );
  }

  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth>
      <DialogTitle id={titleId}>Unregister {stringifyEntityRef(entity)}</DialogTitle>
      <DialogContent aria-busy={busy}>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        {body}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface UnregisterVariantProps {
  location: Location;
  busy: boolean;
  onUnregister: () => void;
  children: ReactNode;
}

function UnregisterVariant({ location, busy, onUnregister, children }: UnregisterVariantProps) {
  const api = useApiClient();
  const listId = useId();
  // Removing a location removes every entity registered through it, so show them all first.
  const colocated = useQuery(
    entitiesQueryOptions(api, {
      filter: {
        [`metadata.annotations.${ANNOTATION_ORIGIN_LOCATION}`]: `${location.type}:${location.target}`,
      },
      limit: 100,
    }),
  );
  return (
    <>
      <Typography sx={{ mb: 1 }}>Are you sure you want to unregister this entity?</Typography>
      <Typography id={listId}>This action will unregister the following entities:</Typography>
      {colocated.isPending && <Progress />}
      {colocated.isError && <Alert severity="error">{colocated.error.message}</Alert>}
      {colocated.isSuccess && (
        <Box component="ul" aria-labelledby={listId}>
          {colocated.data.items.map(item => (
            <li key={stringifyEntityRef(item)}>
              <EntityRefLink entityRef={stringifyEntityRef(item)} defaultKind="component" />
            </li>
          ))}
        </Box>
      )}
      <Typography>Located at the following location:</Typography>
      <Box component="ul">
        <li>{location.target}</li>
      </Box>
      <Typography sx={{ mb: 2 }}>To undo, just re-register the entity in Atrium.</Typography>
      <Button variant="contained" color="error" disabled={busy} onClick={onUnregister}>
        Unregister Location
      </Button>
      {children}
    </>
  );
}

function AdvancedOptions({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const regionId = useId();
  return (
    <Box sx={{ mt: 2 }}>
      <Button
        size="small"
        aria-expanded={shown}
        aria-controls={regionId}
        onClick={() => setShown(value => !value)}
      >
        Advanced options
      </Button>
      <Box id={regionId} hidden={!shown} sx={{ mt: 1 }}>
        {shown && children}
      </Box>
    </Box>
  );
}
