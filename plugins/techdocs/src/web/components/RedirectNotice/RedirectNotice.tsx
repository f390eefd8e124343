import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { REDIRECT_NOTICE, REDIRECT_NOW } from '../../messages';

/** Spec 001 §9: how long the notice shows before the reader follows the redirect. */
export const REDIRECT_DELAY_MS = 3000;

export interface RedirectNoticeProps {
  onRedirect(): void;
}

/** A page replaced by another: says so, then follows the redirect after a moment. */
export function RedirectNotice({ onRedirect }: RedirectNoticeProps) {
  useEffect(() => {
    const timer = setTimeout(onRedirect, REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [onRedirect]);
  return (
    <Alert
      severity="info"
      sx={{ mb: 2 }}
      action={
        <Button color="inherit" size="small" onClick={onRedirect}>
          {REDIRECT_NOW}
        </Button>
      }
    >
      {REDIRECT_NOTICE}
    </Alert>
  );
}
