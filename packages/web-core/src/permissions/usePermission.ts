import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { usePermissionClient } from '../app/AppContext';
import { useSession } from '../identity/IdentityContext';
import type { PermissionCheck } from './createPermissionClient';

export interface PermissionState {
  /** True until the backend answered. */
  loading: boolean;
  /** Only an ALLOW allows: a DENY, a CONDITIONAL left unresolved or a failure do not. */
  allowed: boolean;
  error?: Error;
}

const DENIED: PermissionState = { loading: false, allowed: false };

/**
 * Whether the signed-in user may do something, asked of the permission backend (batched with the
 * other checks of the page, answered once per session). A resource permission without a resource
 * ref is denied without asking (spec 000 §6).
 */
export function usePermission({ permission, resourceRef }: PermissionCheck): PermissionState {
  const client = usePermissionClient();
  const session = useSession();
  const sessionKey = session ? `${session.providerId} ${session.identity.userEntityRef}` : '';
  const askable = permission.type === 'basic' || resourceRef !== undefined;
  // The permission object is often built inline: the check is identified by its content.
  const checkKey = JSON.stringify([permission, resourceRef]);

  const getAnswer = useCallback(
    () => client.peek({ permission, resourceRef }, sessionKey),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- checkKey stands for the check.
    [client, checkKey, sessionKey],
  );
  const answer = useSyncExternalStore(client.subscribe, getAnswer);

  useEffect(() => {
    if (!askable) return;
    // Failures are kept in the answer; nothing else to do with the promise here.
    client.authorize({ permission, resourceRef }, sessionKey).catch(() => undefined);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- checkKey stands for the check.
  }, [client, checkKey, sessionKey, askable]);

  if (!askable) return DENIED;
  if (!answer) return { loading: true, allowed: false };
  if ('error' in answer) return { loading: false, allowed: false, error: answer.error };
  return { loading: false, allowed: answer.result === 'ALLOW' };
}
