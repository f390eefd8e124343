import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import {
  isLoginRejected,
  useAlerts,
  useAuthProviders,
  useSession,
  useSessionManager,
  type OAuthClient,
} from '@atrium/web-core';
import { useEffect, useState, useSyncExternalStore } from 'react';

/**
 * Settings → Authentication Providers (spec 000 §2): each OAuth provider of the backend, whether
 * the user is signed in to it, and a button to sign in or out. Signing out of the provider the
 * user signed in to the app with signs them out of the app.
 */
export function AuthProvidersTab() {
  const providers = [...useAuthProviders().values()];
  if (providers.length === 0) {
    return <Typography>No authentication providers are configured.</Typography>;
  }
  return (
    <List aria-label="Authentication providers" sx={{ maxWidth: 640 }}>
      {providers.map(client => (
        <ProviderItem key={client.providerId} client={client} />
      ))}
    </List>
  );
}

function ProviderItem({ client }: { client: OAuthClient }) {
  const alerts = useAlerts();
  const sessions = useSessionManager();
  const signedInWith = useSession()?.providerId === client.providerId;
  const session = useSyncExternalStore(client.subscribe, client.current);
  const [checking, setChecking] = useState(session === undefined);
  const [busy, setBusy] = useState(false);

  // A cookie from an earlier sign-in may still hold a session: asked once, without the user.
  useEffect(() => {
    if (client.current()) return;
    client
      .getSession({ optional: true })
      .catch(() => undefined)
      .finally(() => setChecking(false));
  }, [client]);

  function report(prefix: string, error: unknown) {
    const message = error instanceof Error ? error.message : String(error);
    alerts.post(isLoginRejected(error) ? prefix : `${prefix}: ${message}`, { severity: 'error' });
  }

  function signIn() {
    setBusy(true);
    client
      .signInWithPopup()
      .catch((error: unknown) => report('Login failed', error))
      .finally(() => setBusy(false));
  }

  function signOut() {
    setBusy(true);
    const ending = signedInWith ? sessions.signOut() : client.signOut();
    ending
      .catch((error: unknown) => report('Sign-out failed', error))
      .finally(() => setBusy(false));
  }

  const who = session?.profile.email ?? session?.profile.displayName;
  let status = 'Not signed in';
  if (checking) status = 'Checking…';
  else if (session) status = who ? `Signed in as ${who}` : 'Signed in';
  return (
    <ListItem
      divider
      secondaryAction={
        session ? (
          <Button variant="outlined" onClick={signOut} disabled={busy}>
            Sign Out
          </Button>
        ) : (
          <Button variant="outlined" onClick={signIn} disabled={busy || checking}>
            Sign In
          </Button>
        )
      }
    >
      <ListItemText primary={client.title} secondary={status} />
    </ListItem>
  );
}
