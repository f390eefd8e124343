import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAlerts, useSession, useSessionManager } from '@atrium/web-core';
import { useEffect, useState } from 'react';

/** "Ada Lovelace" is AL; a ref's name stands in for a missing display name. */
export function initialsOf(name: string): string {
  const words = name.split(/[\s._-]+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map(word => word[0]!.toUpperCase())
    .join('');
}

/**
 * Who is signed in (spec 000 §3 "Sign-in session response"): picture or initials, name, email,
 * user reference and ownership references, with the way out.
 */
export function ProfileCard() {
  const session = useSession();
  const sessions = useSessionManager();
  const alerts = useAlerts();
  const [signingOut, setSigningOut] = useState(false);

  // The identity shown must be current: a session about to expire is refreshed first.
  useEffect(() => {
    sessions
      .getSession()
      .catch((error: unknown) =>
        alerts.post(
          `Failed to load user identity: ${error instanceof Error ? error.message : String(error)}`,
          { severity: 'error' },
        ),
      );
  }, [sessions, alerts]);

  if (!session) return null;
  const { userEntityRef, ownershipEntityRefs } = session.identity;
  const name = session.profile.displayName ?? userEntityRef.slice(userEntityRef.indexOf('/') + 1);

  function signOut() {
    setSigningOut(true);
    // The sign-out completes whatever the backend answers; only its message is left to show.
    sessions
      .signOut()
      .catch((error: unknown) =>
        alerts.post(error instanceof Error ? error.message : String(error), { severity: 'error' }),
      );
  }

  return (
    <Card component="section" aria-label="Profile" variant="outlined" sx={{ maxWidth: 560 }}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar src={session.profile.picture} alt={name} sx={{ width: 64, height: 64 }}>
            {initialsOf(name)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h2">
              {name}
            </Typography>
            {session.profile.email && (
              <Typography variant="body2" color="text.secondary">
                {session.profile.email}
              </Typography>
            )}
          </Box>
        </Stack>
        <Box component="dl" sx={{ mt: 2, mb: 0, '& dd': { ml: 0, mb: 1 } }}>
          <Typography component="dt" variant="subtitle2">
            User entity
          </Typography>
          <Typography component="dd" variant="body2" sx={{ wordBreak: 'break-all' }}>
            {userEntityRef}
          </Typography>
          <Typography component="dt" variant="subtitle2">
            Ownership entities
          </Typography>
          <Box component="dd">
            <Stack
              component="ul"
              aria-label="Ownership entities"
              direction="row"
              sx={{ flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}
            >
              {ownershipEntityRefs.map(ref => (
                <li key={ref}>
                  <Chip size="small" label={ref} />
                </li>
              ))}
            </Stack>
          </Box>
        </Box>
      </CardContent>
      <CardActions>
        <Button variant="outlined" onClick={signOut} disabled={signingOut}>
          Sign Out
        </Button>
      </CardActions>
    </Card>
  );
}
