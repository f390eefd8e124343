import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { ownValue, type ErrorBody } from '@atrium/model';
import { authTokensServiceRef, type Principal } from '../auth/principal';
import type { ServiceRegistry } from '../plugin/serviceRegistry';
import { mapErrorToResponse } from './errorStatus';
import { writeRawErrorAnswer } from './writeRawErrorAnswer';

/** Takes over a WebSocket upgrade its caller was authenticated for. */
export type UpgradeHandler = (
  request: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  principal: Principal,
) => void | Promise<void>;

/** Where a plugin handles WebSocket upgrades: paths under its own `/api/<pluginId>`. */
export interface PluginUpgrades {
  /** `path` is a prefix under the plugin's base, e.g. `/proxy/`. */
  handle(path: string, handler: UpgradeHandler): void;
}

/**
 * A subprotocol that carries the caller's token (a browser cannot set headers on a WebSocket): a
 * JWT, whose encoded header always starts `eyJ` (`{"`), unlike protocol names such as channel.k8s.io.
 */
const TOKEN_PROTOCOL = /^eyJ[\w-]*\.[\w-]+\.[\w-]+$/;

/**
 * Routes the server's WebSocket upgrades to the plugin handling the path, after authenticating
 * the caller as every other request is: the bearer token of the `Authorization` header, or one
 * passed as a subprotocol (what browsers can do). Anything else is refused with 401 or 404.
 */
export function createUpgradeDispatcher(services: ServiceRegistry) {
  const handlers: Array<{ prefix: string; handler: UpgradeHandler }> = [];

  async function dispatch(request: IncomingMessage, socket: Duplex, head: Buffer) {
    const refuseWith = (status: number, message?: string) =>
      refuse(socket, request, status, message);
    const url = request.url ?? '';
    const path = url.split('?')[0] ?? '';
    const match = handlers.find(entry => path.startsWith(entry.prefix));
    if (!match) return refuseWith(404);
    // As for every other request (createHttpApp): PostgreSQL text cannot hold NUL.
    if (/%00/.test(url) || url.includes('\0')) {
      return refuseWith(400, 'Invalid URL: it contains a NUL character');
    }
    const token = upgradeToken(request);
    const tokens = services.getOptional(authTokensServiceRef);
    if (!token || !tokens) return refuseWith(401);
    let principal: Principal;
    try {
      principal = await tokens.authenticate(token);
    } catch {
      return refuseWith(401);
    }
    try {
      await match.handler(request, socket, head, principal);
    } catch (error) {
      const mapped = mapErrorToResponse(error);
      refuseWith(mapped.status, mapped.status >= 500 ? 'The upgrade failed' : mapped.message);
    }
  }

  return {
    forPlugin(pluginId: string): PluginUpgrades {
      return {
        handle(path, handler) {
          handlers.push({ prefix: `/api/${pluginId}${path}`, handler });
        },
      };
    },
    dispatch(request: IncomingMessage, socket: Duplex, head: Buffer) {
      void dispatch(request, socket, head);
    },
  };
}

/** The caller's token: from `Authorization`, or the subprotocol shaped like a JWT. */
export function upgradeToken(request: IncomingMessage): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (bearer) return bearer;
  return requestedProtocols(request).find(protocol => TOKEN_PROTOCOL.test(protocol));
}

/** The subprotocols a client asked for, without the one carrying its token. */
export function requestedProtocols(request: IncomingMessage): string[] {
  return (request.headers['sec-websocket-protocol'] ?? '')
    .split(',')
    .map(protocol => protocol.trim())
    .filter(Boolean);
}

/** The error names of the statuses an upgrade is refused with (errorStatus.ts in reverse). */
const nameByStatus: Readonly<Record<string, string>> = {
  '400': 'InputError',
  '401': 'AuthenticationError',
  '403': 'NotAllowedError',
  '404': 'NotFoundError',
  '409': 'ConflictError',
  '501': 'NotImplementedError',
  '503': 'ServiceUnavailableError',
};

/** Answers the upgrade request with an HTTP error in the standard error body. */
function refuse(
  socket: Duplex,
  request: IncomingMessage,
  status: number,
  message = STATUS_CODES[status] ?? 'Error',
) {
  if (socket.writable) {
    const method = request.method ?? 'GET';
    const body: ErrorBody = {
      error: { name: ownValue(nameByStatus, String(status)) ?? 'Error', message },
      request: { method, url: request.url ?? '' },
      response: { statusCode: status },
    };
    writeRawErrorAnswer(socket, body, method);
  }
  socket.destroy();
}
