import {
  MAX_AUTHORIZE_ITEMS,
  type AuthorizeRequestItem,
  type AuthorizeResponseItem,
  type AuthorizeResult,
  type Permission,
} from '@atrium/model';
import type { ApiClient } from '../client/createApiClient';

/** One question to the permission backend: may the signed-in user do this (to that entity)? */
export interface PermissionCheck {
  permission: Permission;
  /** The entity ref a resource permission is asked about. */
  resourceRef?: string;
}

/** What is known of a check: its answer, or why it could not be answered. */
export type PermissionAnswer = { result: AuthorizeResult } | { error: Error };

export interface PermissionClient {
  /**
   * Asks the backend, batched with the checks asked at the same time; answers are kept for the
   * session (`sessionKey`), and a new session starts with none.
   */
  authorize(check: PermissionCheck, sessionKey: string): Promise<AuthorizeResult>;
  /** The answer already known for this session, if any; the same object until it changes. */
  peek(check: PermissionCheck, sessionKey: string): PermissionAnswer | undefined;
  /** Called whenever an answer arrives. */
  subscribe(listener: () => void): () => void;
}

export interface CreatePermissionClientOptions {
  api: ApiClient;
  /** At most this many items per call (the backend's limit). */
  maxBatchSize?: number;
}

interface Waiting {
  item: AuthorizeRequestItem;
  resolve(result: AuthorizeResult): void;
  reject(error: Error): void;
}

interface SessionCache {
  key: string;
  requests: Map<string, Promise<AuthorizeResult>>;
  answers: Map<string, PermissionAnswer>;
}

/**
 * Permission checks for the web app (spec 001 §6, §7 "Permission"): the checks a page asks in the
 * same tick travel in one `POST /api/permission/authorize` (split above 1000 items), each
 * distinct check is asked once per session, and the answers are matched to the questions by id.
 */
export function createPermissionClient(options: CreatePermissionClientOptions): PermissionClient {
  const maxBatchSize = options.maxBatchSize ?? MAX_AUTHORIZE_ITEMS;
  const listeners = new Set<() => void>();
  let cache: SessionCache = { key: '', requests: new Map(), answers: new Map() };
  let queue: Waiting[] = [];
  let nextId = 1;

  function cacheFor(sessionKey: string): SessionCache {
    // One session at a time: answers given to someone else must not leak into this one.
    if (cache.key !== sessionKey)
      cache = { key: sessionKey, requests: new Map(), answers: new Map() };
    return cache;
  }

  function answered(session: SessionCache, key: string, answer: PermissionAnswer) {
    if (cache !== session) return;
    session.answers.set(key, answer);
    // A failure is not kept: the next check asks again.
    if ('error' in answer) session.requests.delete(key);
    for (const listener of listeners) listener();
  }

  function enqueue(check: PermissionCheck): Promise<AuthorizeResult> {
    return new Promise((resolve, reject) => {
      const item: AuthorizeRequestItem = { id: String(nextId++), permission: check.permission };
      if (check.resourceRef !== undefined) item.resourceRef = check.resourceRef;
      queue.push({ item, resolve, reject });
      // Components mounting together ask in the same tick: wait for the tick to end.
      if (queue.length === 1) setTimeout(flush, 0);
    });
  }

  function flush() {
    const waiting = queue;
    queue = [];
    for (let start = 0; start < waiting.length; start += maxBatchSize) {
      void send(waiting.slice(start, start + maxBatchSize));
    }
  }

  async function send(batch: Waiting[]) {
    try {
      const response = await options.api.json<{ items: AuthorizeResponseItem[] }>(
        'permission',
        '/authorize',
        { method: 'POST', body: { items: batch.map(waiting => waiting.item) } },
      );
      const results = new Map(response.items.map(item => [item.id, item.result]));
      if (results.size !== batch.length || batch.some(({ item }) => !results.has(item.id))) {
        throw new Error('Items in response do not match request');
      }
      for (const waiting of batch) waiting.resolve(results.get(waiting.item.id)!);
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      for (const waiting of batch) waiting.reject(failure);
    }
  }

  return {
    authorize(check, sessionKey) {
      const session = cacheFor(sessionKey);
      const key = checkKey(check);
      let request = session.requests.get(key);
      if (!request) {
        request = enqueue(check);
        session.requests.set(key, request);
        request.then(
          result => answered(session, key, { result }),
          (error: Error) => answered(session, key, { error }),
        );
      }
      return request;
    },
    peek(check, sessionKey) {
      return cache.key === sessionKey ? cache.answers.get(checkKey(check)) : undefined;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function checkKey({ permission, resourceRef }: PermissionCheck): string {
  return JSON.stringify([permission.name, permission.attributes.action ?? '', resourceRef ?? '']);
}
