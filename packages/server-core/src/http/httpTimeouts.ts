import type { Server } from 'node:http';
import type { Config } from '../config/Config';
import { ConfigError } from '../config/ConfigError';
import { configErrorMessages as messages } from '../config/configErrorMessages';
import { locateConfigKey } from '../config/locateConfigKey';
import { readDurationMs } from '../config/readDurationMs';

/**
 * How long a client may take, in milliseconds, at each stage of a connection (0 turns one off).
 * Node's semantics: `headersTimeout` and `requestTimeout` count from the first byte of a request
 * until its headers, resp. its whole body, have arrived; once a request is received neither
 * applies, so event streams, long polls and WebSockets (which send no body) are never cut.
 * `keepAliveTimeout` closes a connection that waits idle for its next request.
 */
export interface HttpTimeouts {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
}

/**
 * Headers are a few KB: 30 s is far beyond any honest client. A body is at most a few MB (the
 * dry-run limit): 60 s allows a slow link, while a half-sent body no longer holds a connection
 * for minutes. 72 s idle outlasts the 60 s idle timeout common to load balancers, so the proxy,
 * not the server, closes an idle connection and never reuses one the server just closed.
 */
export const DEFAULT_HTTP_TIMEOUTS: Readonly<HttpTimeouts> = {
  headersTimeoutMs: 30_000,
  requestTimeoutMs: 60_000,
  keepAliveTimeoutMs: 72_000,
};

/** Node checks for expired requests on an interval (30 s by default): a fraction of the timeout. */
function checkingIntervalMs(timeouts: HttpTimeouts): number {
  const shortest = Math.min(
    ...[timeouts.headersTimeoutMs, timeouts.requestTimeoutMs].filter(ms => ms > 0),
  );
  return Number.isFinite(shortest)
    ? Math.min(5_000, Math.max(25, Math.floor(shortest / 4)))
    : 30_000;
}

/** Sets the timeouts on a server that is not listening yet (Node reads the interval at listen). */
export function applyHttpTimeouts(server: Server, timeouts: HttpTimeouts): void {
  server.headersTimeout = timeouts.headersTimeoutMs;
  server.requestTimeout = timeouts.requestTimeoutMs;
  server.keepAliveTimeout = timeouts.keepAliveTimeoutMs;
  // Not in @types/node's Server, but a property Node reads when the server starts listening.
  (server as Server & { connectionsCheckingInterval: number }).connectionsCheckingInterval =
    checkingIntervalMs(timeouts);
}

/** `backend.server.headersTimeout`, `.requestTimeout`, `.keepAliveTimeout`: durations. */
export function httpTimeoutsFromConfig(config: Config): HttpTimeouts {
  const read = (name: string, fallback: number) =>
    readDurationMs(config, `backend.server.${name}`) ?? fallback;
  const timeouts: HttpTimeouts = {
    headersTimeoutMs: read('headersTimeout', DEFAULT_HTTP_TIMEOUTS.headersTimeoutMs),
    requestTimeoutMs: read('requestTimeout', DEFAULT_HTTP_TIMEOUTS.requestTimeoutMs),
    keepAliveTimeoutMs: read('keepAliveTimeout', DEFAULT_HTTP_TIMEOUTS.keepAliveTimeoutMs),
  };
  // Headers arrive as part of the request: a longer wait for them than for all of it is a typo.
  if (
    timeouts.requestTimeoutMs > 0 &&
    (timeouts.headersTimeoutMs === 0 || timeouts.headersTimeoutMs > timeouts.requestTimeoutMs)
  ) {
    const { key, source } = locateConfigKey(config, 'backend.server.headersTimeout');
    throw new ConfigError(
      messages.invalidValue(
        key,
        source,
        `${timeouts.headersTimeoutMs} ms`,
        `a duration above 0 and no longer than backend.server.requestTimeout (${timeouts.requestTimeoutMs} ms)`,
      ),
    );
  }
  return timeouts;
}
