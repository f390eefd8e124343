import { InputError } from '@atrium/model';

/**
 * The origin the sign-in result goes back to. Only the app's own origin: anything else would
 * hand the session to another site (open-redirect guard).
 */
export function checkAppOrigin(origin: string | undefined, appOrigin: string): string {
  if (origin === undefined || origin === '') return appOrigin;
  if (originOf(origin) !== appOrigin) {
    throw new InputError(
      `Invalid origin '${origin}': sign-in only returns to the app's origin ${appOrigin}`,
    );
  }
  return appOrigin;
}

/** Where a redirect-flow sign-in lands afterwards: a page of the app, never another site. */
export function checkAppRedirectUrl(redirectUrl: string, appOrigin: string): string {
  const url = URL.canParse(redirectUrl) ? new URL(redirectUrl) : undefined;
  if (!url || url.origin !== appOrigin) {
    throw new InputError(
      `Invalid redirectUrl '${redirectUrl}': sign-in only redirects to pages on the app's origin ${appOrigin}`,
    );
  }
  return url.href;
}

function originOf(value: string): string | undefined {
  return URL.canParse(value) ? new URL(value).origin : undefined;
}
