import { Suspense } from 'react';
import { createLazyPage } from '../../app/createLazyPage';
import { useHasBeenTrue } from '../../app/useHasBeenTrue';
import { useLoginRequests, usePendingLogins } from '../IdentityContext';

// Most visits never need it: its own chunk, loaded when a login first waits for the user.
const loginRequiredDialog = createLazyPage(() =>
  import('./LoginRequiredDialog').then(module => module.LoginRequiredDialog),
);

/** Opens 'Login Required' while at least one login waits for the user (spec 001 §4). */
export function LoginRequestsDialog() {
  const requests = useLoginRequests();
  const pending = usePendingLogins();
  const opened = useHasBeenTrue(pending.length > 0);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <loginRequiredDialog.Page
        open={pending.length > 0}
        pending={pending}
        onRejectAll={requests.rejectAll}
      />
    </Suspense>
  );
}
