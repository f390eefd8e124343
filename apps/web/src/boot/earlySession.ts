/** What index.html's inline script started: the refresh of the provider the app will pick. */
interface EarlySession {
  provider: string;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __atriumEarlySession?: EarlySession;
  }
}

/**
 * The answer to the session refresh the page started before the app's scripts loaded, if it is
 * for `provider`; taken once, so a later refresh asks the backend again.
 */
export function takeEarlySession(
  provider: string,
  target: Pick<Window, '__atriumEarlySession'> = window,
): Promise<Response> | undefined {
  const early = target.__atriumEarlySession;
  target.__atriumEarlySession = undefined;
  return early?.provider === provider ? early.response : undefined;
}
