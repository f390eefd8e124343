import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { Link } from '@atrium/web-core';
import { useId } from 'react';
import { REGISTER_COMPONENT_PATH } from '../../routes';

export interface PublishDialogProps {
  open: boolean;
  onClose: () => void;
  templatePath?: string;
}

/** How an edited template reaches the catalog: it is published from a repository, not from here. */
export function PublishDialog({
  open,
  onClose,
  templatePath = 'template.yaml',
}: PublishDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Publish</DialogTitle>
      <DialogContent>
        <Typography component="ol" sx={{ pl: 2, '& li': { mb: 1 } }}>
          <li>
            Copy this directory into a repository your source-control integration can read (or
            download the files and commit them), and push it.
          </li>
          <li>
            Register the URL of its <code>{templatePath}</code> in the catalog on the{' '}
            <Link href={REGISTER_COMPONENT_PATH}>catalog import page</Link>.
          </li>
          <li>
            Once the catalog has read it, the template is offered on the Create page to everyone
            allowed to read it. Later changes pushed to the repository are picked up on their own.
          </li>
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
