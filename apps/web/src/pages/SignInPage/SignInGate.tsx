import { createLazyPage, Progress, useHasBeenTrue, useSession } from '@atrium/web-core';
import { Suspense, type ReactNode } from 'react';

// Most visits sign in without it (the remembered provider, or the only one): its own chunk, which
// the boot loads ahead when it will be needed.
export const signInPage = createLazyPage(() =>
  import('./SignInPage').then(module => module.SignInPage),
);

/**
 * The app for someone signed in; the sign-in page for anyone else. After a sign-out the page
 * waits for a choice: signing straight back in with the only provider would undo it.
 */
export function SignInGate({ children }: { children: ReactNode }) {
  const signedIn = useSession() !== undefined;
  const signedOut = useHasBeenTrue(signedIn) && !signedIn;
  if (signedIn) return children;
  return (
    <Suspense fallback={<Progress />}>
      <signInPage.Page automatic={!signedOut} />
    </Suspense>
  );
}
