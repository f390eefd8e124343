import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import {
  createLazyPage,
  isLoginRejected,
  Progress,
  ResponseError,
  useAlerts,
  useAppConfig,
  useHasBeenTrue,
  useSessionManager,
  type SignInPageProps,
} from '@atrium/web-core';
import { Suspense, useEffect, useState } from 'react';
import { enableLegacyGuest } from '../../signIn/legacyGuest';
import { providerTitle } from '../../signIn/providerTitles';
import {
  automaticProvider,
  configuredProviders,
  rememberProvider,
} from '../../signIn/rememberedProvider';
import { CustomSignInCard } from './CustomSignInCard';
import { ProviderCard } from './ProviderCard';

const legacyGuestDialog = createLazyPage(() =>
  import('./LegacyGuestDialog').then(module => module.LegacyGuestDialog),
);

export const LEGACY_GUEST_REFUSED_MESSAGE =
  'You cannot sign in as a guest, you must either enable the legacy guest token or configure the auth backend to support guest sign in.';

/**
 * Shown until someone is signed in (spec 000 §2): a card for the guest, the custom user and each
 * configured provider. The provider chosen last time, or the only way to sign in, is tried at
 * once. A guest backend that is missing (404) leads to the legacy guest question (spec 000 §4).
 */
export function SignInPage({ automatic: signInAutomatically = true }: SignInPageProps) {
  const config = useAppConfig();
  const sessions = useSessionManager();
  const alerts = useAlerts();
  const [automatic] = useState(() => (signInAutomatically ? automaticProvider(config) : undefined));
  const [busy, setBusy] = useState(automatic !== undefined);
  const [askingLegacyGuest, setAskingLegacyGuest] = useState(false);
  const legacyDialogOpened = useHasBeenTrue(askingLegacyGuest);
  const providers = configuredProviders(config);

  function failed(providerId: string, failure: unknown, quietly: boolean) {
    rememberProvider(undefined);
    setBusy(false);
    const status = failure instanceof ResponseError ? failure.statusCode : undefined;
    if (providerId === 'guest' && status === 404) {
      setAskingLegacyGuest(true);
      return;
    }
    // Not being signed in yet is what an automatic attempt finds out; nothing went wrong.
    if (quietly && status === 401) return;
    // Spec 000 §8: the provider's message, unless the user turned the sign-in down.
    const message = failure instanceof Error ? failure.message : String(failure);
    alerts.post(isLoginRejected(failure) ? 'Login failed' : `Login failed: ${message}`, {
      severity: 'error',
    });
  }

  useEffect(() => {
    if (!automatic) return undefined;
    let active = true;
    sessions.signIn(automatic).then(
      () => rememberProvider(automatic),
      (failure: unknown) => {
        if (active) failed(automatic, failure, true);
      },
    );
    return () => {
      active = false;
    };
    // Once, on arrival: `failed` only sets state and posts alerts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [automatic, sessions]);

  function signIn(providerId: string) {
    setBusy(true);
    sessions.signIn(providerId, { interactive: true }).then(
      () => rememberProvider(providerId),
      (failure: unknown) => failed(providerId, failure, false),
    );
  }

  function answerLegacyGuest(useLegacyToken: boolean) {
    setAskingLegacyGuest(false);
    if (!useLegacyToken) {
      alerts.post(LEGACY_GUEST_REFUSED_MESSAGE, { severity: 'error' });
      return;
    }
    enableLegacyGuest();
    signIn('guest');
  }

  return (
    <Box component="main" sx={{ maxWidth: 880, mx: 'auto', px: 3, py: 6 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>
        {config.app.title}
      </Typography>
      {busy && <Progress />}
      {!busy && providers.length === 0 && !config.auth?.custom && (
        <Alert severity="warning">
          No sign-in provider is configured: set auth.providers in the backend configuration.
        </Alert>
      )}
      {!busy && (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            alignItems: 'start',
            gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
          }}
        >
          {providers.includes('guest') && (
            <ProviderCard
              title={providerTitle('guest')}
              message="Enter as a Guest User."
              onSignIn={() => signIn('guest')}
            />
          )}
          {config.auth?.custom && (
            <CustomSignInCard onSignIn={session => sessions.signInWithSession(session)} />
          )}
          {providers
            .filter(providerId => providerId !== 'guest')
            .map(providerId => (
              <ProviderCard
                key={providerId}
                title={providerTitle(providerId)}
                message={`Sign in using ${providerTitle(providerId)}`}
                onSignIn={() => signIn(providerId)}
              />
            ))}
        </Box>
      )}
      <Suspense fallback={null}>
        {legacyDialogOpened && (
          <legacyGuestDialog.Page open={askingLegacyGuest} onAnswer={answerLegacyGuest} />
        )}
      </Suspense>
    </Box>
  );
}
