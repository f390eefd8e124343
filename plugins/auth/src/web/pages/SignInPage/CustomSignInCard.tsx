import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Session } from '@atrium/web-core';
import { useState, type FormEvent } from 'react';
import {
  customSession,
  INVALID_TOKEN_MESSAGE,
  INVALID_USER_REF_MESSAGE,
  isValidIdToken,
  userEntityRefFor,
} from '../../signIn/customSignIn';
import { providerTitle } from '../../signIn/providerTitles';
import { ProviderCard } from './ProviderCard';

export interface CustomSignInCardProps {
  onSignIn(session: Session): void;
}

/**
 * Signs in as any user, with an optional id token for the calls to carry (spec 000 §5): the
 * backend decides what the token allows. Sign In stays disabled until the form is filled in
 * validly, which also means it was changed, since an empty user id is not valid.
 */
export function CustomSignInCard({ onSignIn }: CustomSignInCardProps) {
  const [userId, setUserId] = useState('');
  const [userIdTouched, setUserIdTouched] = useState(false);
  const [idToken, setIdToken] = useState('');
  const userEntityRef = userEntityRefFor(userId);
  const token = idToken.trim();
  const tokenError = token !== '' && !isValidIdToken(token) ? INVALID_TOKEN_MESSAGE : undefined;
  let userIdError: string | undefined;
  if (userId.trim() === '') userIdError = userIdTouched ? 'A user ID is required' : undefined;
  else if (!userEntityRef) userIdError = INVALID_USER_REF_MESSAGE;
  const valid = userEntityRef !== undefined && tokenError === undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (userEntityRef && valid) onSignIn(customSession(userEntityRef, token || undefined));
  }

  return (
    <ProviderCard
      title={providerTitle('custom')}
      message="Enter your own user ID and, optionally, an ID token for your calls to carry."
    >
      <Stack component="form" spacing={2} sx={{ mt: 2 }} onSubmit={submit} noValidate>
        <TextField
          label="User ID"
          required
          size="small"
          value={userId}
          onChange={event => {
            setUserId(event.target.value);
            setUserIdTouched(true);
          }}
          error={userIdError !== undefined}
          helperText={userIdError ?? 'A name such as ada, or a user reference'}
        />
        <TextField
          label="ID Token (optional)"
          size="small"
          value={idToken}
          onChange={event => setIdToken(event.target.value)}
          error={tokenError !== undefined}
          helperText={tokenError}
          slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
        />
        <Button type="submit" variant="outlined" disabled={!valid} sx={{ alignSelf: 'flex-start' }}>
          Sign In
        </Button>
      </Stack>
    </ProviderCard>
  );
}
