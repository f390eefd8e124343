import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { Progress, useAppConfig, useSessionManager } from '@atrium/web-core';
import { useEffect, useState } from 'react';
import { automaticProvider, configuredProviders, rememberProvider } from './signInProvider';

/** Titles and invitations of the providers' cards. */
const PROVIDER_CARDS: Record<string, { title: string; message: string; action: string }> = {
  guest: { title: 'Guest', message: 'Enter as a Guest User.', action: 'Enter' },
};

function cardFor(providerId: string) {
  return (
    PROVIDER_CARDS[providerId] ?? {
      title: providerId,
      message: `Sign in using ${providerId}`,
      action: 'Sign In',
    }
  );
}

/**
 * Shown until someone is signed in (spec 000 §2): a card per configured provider. The provider
 * chosen last time, or the only one there is, is tried at once; a failure shows its message
 * (the backend's, e.g. 'The GitHub provider is not configured to support sign-in') and the cards.
 */
export function SignInPage() {
  const config = useAppConfig();
  const sessions = useSessionManager();
  const [automatic] = useState(() => automaticProvider(config));
  const [busy, setBusy] = useState(automatic !== undefined);
  const [error, setError] = useState<string>();

  function failed(failure: unknown) {
    rememberProvider(undefined);
    setError(failure instanceof Error ? failure.message : 'An unspecified error occurred');
    setBusy(false);
  }

  useEffect(() => {
    if (!automatic) return undefined;
    let active = true;
    sessions.signIn(automatic).then(
      () => rememberProvider(automatic),
      (failure: unknown) => {
        if (active) failed(failure);
      },
    );
    return () => {
      active = false;
    };
  }, [automatic, sessions]);

  function signIn(providerId: string) {
    setBusy(true);
    setError(undefined);
    sessions.signIn(providerId).then(() => rememberProvider(providerId), failed);
  }

  const providers = configuredProviders(config);
  return (
    <Box component="main" sx={{ maxWidth: 880, mx: 'auto', px: 3, py: 6 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {config.app.title}
      </Typography>
      {busy && <Progress />}
      {error && (
        <Alert severity="error" sx={{ mb: 3 }}>
          {error}
        </Alert>
      )}
      {!busy && providers.length === 0 && (
        <Alert severity="warning">
          No sign-in provider is configured: set auth.providers in the backend configuration.
        </Alert>
      )}
      {!busy && (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
          }}
        >
          {providers.map(providerId => {
            const card = cardFor(providerId);
            return (
              <Card key={providerId} component="section" aria-label={card.title}>
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {card.title}
                  </Typography>
                  <Typography variant="body2">{card.message}</Typography>
                </CardContent>
                <CardActions>
                  <Button variant="outlined" onClick={() => signIn(providerId)}>
                    {card.action}
                  </Button>
                </CardActions>
              </Card>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
