import { LoginRejectedError } from './LoginRejectedError';

/** Spec 001 §9: how often a login popup is checked for having been closed. */
export const LOGIN_POPUP_CHECK_INTERVAL_MS = 100;

/** What opens the popup and hears from it: the app's window, or a fake in tests. */
export type PopupHost = Pick<
  Window,
  | 'open'
  | 'addEventListener'
  | 'removeEventListener'
  | 'screenX'
  | 'screenY'
  | 'outerWidth'
  | 'outerHeight'
>;

export interface LoginPopupOptions {
  /** The absolute URL of the provider's start page (`/api/auth/{provider}/start?…`). */
  url: string;
  /** The popup window's name. */
  name: string;
  /** The app's origin: the popup must name it as the origin it answers (spec 001 §8). */
  origin: string;
  /**
   * Where the backend's final page may come from besides the start page's origin: the origin
   * providers redirect to, when the app calls the API on an origin of its own.
   */
  callbackOrigin?: string;
  /** 500 × 700 unless given (spec 001 §9). */
  width?: number;
  height?: number;
  host?: PopupHost;
}

/** The messages the auth backend's popup page posts to its opener (spec 001 §7). */
type PopupMessage =
  | { type: 'config_info'; targetOrigin: string }
  | {
      type: 'authorization_response';
      response?: unknown;
      error?: { name?: string; message?: string };
    };

/**
 * Opens a provider's login page in a popup centred on the app, and answers what its final page
 * posts back: the `authorization_response`'s `response`, or its `error`. Closing the popup rejects
 * with a `LoginRejectedError`. Call it from a click: browsers block popups opened otherwise.
 */
export function openLoginPopup(options: LoginPopupOptions): Promise<unknown> {
  const host = options.host ?? window;
  const width = options.width ?? 500;
  const height = options.height ?? 700;
  const left = host.screenX + (host.outerWidth - width) / 2;
  const top = host.screenY + (host.outerHeight - height) / 2;
  const popup = host.open(
    options.url,
    options.name,
    `menubar=no,location=no,resizable=no,scrollbars=no,status=no,width=${width},height=${height},left=${left},top=${top}`,
  );
  // A blocked popup is null; some blockers hand back an object that is not a window.
  if (!popup || typeof popup.closed !== 'boolean') {
    return Promise.reject(new Error('Failed to open auth popup.'));
  }
  // The answer comes from the backend's page, wherever the provider's pages took the popup first;
  // a provider's own page could post to this window too, so no other origin is heard.
  const backendOrigins = new Set([new URL(options.url).origin]);
  if (options.callbackOrigin) backendOrigins.add(options.callbackOrigin);

  return new Promise((resolve, reject) => {
    // The backend's page posts its answer and closes itself at once: the closing can be seen
    // before the message is delivered. A popup found closed twice in a row sent nothing.
    let seenClosed = false;
    const timer = setInterval(() => {
      if (!popup.closed) return;
      if (!seenClosed) {
        seenClosed = true;
        return;
      }
      finish(() => reject(new LoginRejectedError('Login failed, popup was closed')));
    }, LOGIN_POPUP_CHECK_INTERVAL_MS);

    function finish(settle: () => void) {
      clearInterval(timer);
      host.removeEventListener('message', onMessage);
      if (!popup!.closed) popup!.close();
      settle();
    }

    function onMessage(event: MessageEvent) {
      if (event.source !== popup || !backendOrigins.has(event.origin)) return;
      const data = event.data as PopupMessage | null;
      if (data?.type === 'config_info') {
        // The backend would answer another app: its tokens must not be handed to this one.
        if (data.targetOrigin !== options.origin) {
          finish(() => reject(new Error(`Incorrect app origin, expected ${data.targetOrigin}`)));
        }
      } else if (data?.type === 'authorization_response') {
        const { error, response } = data;
        finish(() => (error ? reject(popupError(error)) : resolve(response)));
      }
    }
    host.addEventListener('message', onMessage);
  });
}

function popupError(error: { name?: string; message?: string }): Error {
  const failure = new Error(error.message || 'An unspecified error occurred');
  if (error.name) failure.name = error.name;
  return failure;
}
