import { useSession } from '@atrium/web-core';
import type { ReactNode } from 'react';
import { SignInPage } from './SignInPage';

/** The app for someone signed in; the sign-in page for anyone else. */
export function SignInGate({ children }: { children: ReactNode }) {
  return useSession() ? children : <SignInPage />;
}
