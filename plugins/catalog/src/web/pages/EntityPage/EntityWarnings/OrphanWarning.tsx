import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import { stringifyEntityRef, type Entity } from '@atrium/model';
import { WarningPanel, useApiClient } from '@atrium/web-core';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { removeEntityByUid } from '../../../api';
import { catalogQueryKey } from '../../../queries';

export interface OrphanWarningProps {
  entity: Entity;
  /** Called with the confirmation to show after the entity is deleted. */
  onDone?: (message: string) => void;
}

/** Spec 001 §2 "Orphan warning … with a delete dialog"; §8 "Entity ... is missing location". */
export function OrphanWarning({ entity, onDone }: OrphanWarningProps) {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const uid = entity.metadata.uid;

  async function remove() {
    setBusy(true);
    setFailure(undefined);
    try {
      await removeEntityByUid(api, uid ?? '');
      onDone?.(`Removed entity ${entity.metadata.name}`);
      // Leave first: refetching first would swap this page for 'no such entity' mid-way.
      void navigate('/catalog');
      void queryClient.invalidateQueries({ queryKey: catalogQueryKey });
    } catch (error) {
      // Spec 001 §8 "Delete entity failure": the message stays in the dialog.
      setFailure(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  }

  return (
    <>
      <WarningPanel
        title={`Entity ${stringifyEntityRef(entity)} is missing location`}
        message="The location that produced this entity no longer lists it, so the entity does not receive updates any more. If it is no longer needed, delete it."
        defaultExpanded
      >
        <Button
          color="error"
          variant="outlined"
          sx={{ mt: 1 }}
          disabled={!uid}
          onClick={() => setConfirming(true)}
        >
          Delete entity
        </Button>
      </WarningPanel>
      <Dialog
        open={confirming}
        onClose={busy ? undefined : () => setConfirming(false)}
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>Delete entity?</DialogTitle>
        <DialogContent aria-busy={busy}>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <DialogContentText>
            Are you sure you want to delete this entity? It will be removed from the catalog.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={busy}>
            Cancel
          </Button>
          <Button color="error" variant="contained" onClick={() => void remove()} disabled={busy}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
