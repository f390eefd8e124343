import { Progress, useHasBeenTrue, useSession, useWebExtensions } from '@atrium/web-core';
import { Suspense, type ReactNode } from 'react';

/**
 * The app for someone signed in; the sign-in page of the plugin that brings the sign-in providers
 * for anyone else. After a sign-out the page waits for a choice: signing straight back in with the
 * only provider would undo it. Without sign-in providers the app is shown as it is.
 */
export function SignInGate({ children }: { children: ReactNode }) {
  const signInPage = useWebExtensions().signInProviders?.page;
  const signedIn = useSession() !== undefined;
  const signedOut = useHasBeenTrue(signedIn) && !signedIn;
  if (signedIn || !signInPage) return children;
  return (
    <Suspense fallback={<Progress />}>
      <signInPage.Page automatic={!signedOut} />
    </Suspense>
  );
}
