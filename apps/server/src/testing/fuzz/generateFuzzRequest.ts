import type { Random } from './createRandom';
import { BODY_KEYS, CONTENT_TYPES, ODD_HEADERS, QUERY_NAMES } from './fuzzVocabulary';
import {
  PROTOTYPE_NAMES,
  deeplyNested,
  hostileJson,
  hostileString,
  randomString,
} from './hostileValues';

/** A route as the server declares it: `GET /api/catalog/entities/by-uid/:uid`. */
export interface FuzzRoute {
  method: string;
  url: string;
}

export interface FuzzContext {
  /** A real identity token, so most requests get past authentication. */
  token: string;
  /** Values that exist on the server (kinds, names, uids, ids), mixed in with hostile ones. */
  known: readonly string[];
  /**
   * Values that exist, by path parameter name (`kind`, `uid`, `taskId`...): a request names a
   * real entity or task often enough to reach the code behind the lookup.
   */
  knownParams: Readonly<Record<string, readonly string[]>>;
  /** Entities that exist, so `:kind/:namespace/:name` sometimes names one as a whole. */
  entities: ReadonlyArray<Readonly<Record<'kind' | 'namespace' | 'name', string>>>;
  /** The server's body limit: bodies are sent just under and just over it. */
  bodyLimit: number;
}

export interface FuzzRequest {
  method: string;
  /** Path and query exactly as sent on the request line. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Byte sequences no encoder makes: a UTF-8 surrogate, an overlong slash, a lone byte. */
const RAW_ESCAPES = ['%ED%A0%80', '%C0%AF', '%FF', '%2F', '%2e%2e', '%'];
/**
 * Far over the server's 16 KB header limit, yet within the 64 KB Node reads at once, so even a
 * refused request line arrives whole and its answer can name it.
 */
const MAX_PATH_LENGTH = 48 * 1024;

/** One hostile request for `route`; the same random sequence always makes the same request. */
export function generateFuzzRequest(
  route: FuzzRoute,
  random: Random,
  context: FuzzContext,
): FuzzRequest {
  const method = random.chance(0.9) ? route.method : random.pick(METHODS);
  const path = (fillPath(route.url, random, context) + generateQuery(random, context)).slice(
    0,
    MAX_PATH_LENGTH,
  );
  const headers: Record<string, string> = { ...authorization(random, context.token) };
  if (random.chance(0.3)) {
    for (let i = 1 + random.int(2); i > 0; i--) Object.assign(headers, random.pick(ODD_HEADERS));
  }
  const withBody = BODY_METHODS.has(method) ? random.chance(0.85) : random.chance(0.05);
  const body = withBody ? generateBody(random, context) : undefined;
  if (body?.contentType !== undefined) headers['content-type'] = body.contentType;
  return { method, path, headers: sanitiseHeaders(headers), body: body?.data };
}

function fillPath(url: string, random: Random, context: FuzzContext): string {
  const entity =
    random.chance(0.5) && context.entities.length > 0 ? random.pick(context.entities) : undefined;
  return url
    .split('/')
    .map(segment => {
      if (segment === '*') {
        const parts = Array.from({ length: 1 + random.int(4) }, () =>
          random.chance(0.3)
            ? random.pick(['..', '.', 'index.html', ''])
            : pathValue(random, context),
        );
        return parts.map(part => encodePart(part, random)).join('/');
      }
      if (!segment.startsWith(':')) return segment;
      const name = segment.slice(1);
      const existing = entity?.[name as keyof typeof entity] ?? pickKnown(name, random, context);
      return encodePart(existing ?? pathValue(random, context), random);
    })
    .join('/');
}

function pickKnown(param: string, random: Random, context: FuzzContext): string | undefined {
  const values = Object.hasOwn(context.knownParams, param) ? context.knownParams[param] : undefined;
  return values && values.length > 0 && random.chance(0.5) ? random.pick(values) : undefined;
}

/** Path parameters are often real values, so routes also answer for things that exist. */
function pathValue(random: Random, context: FuzzContext): string {
  return random.chance(0.4) && context.known.length > 0
    ? random.pick(context.known)
    : hostileString(random, context.known);
}

function generateQuery(random: Random, context: FuzzContext): string {
  if (random.chance(0.35)) return '';
  const pairs: string[] = [];
  for (let i = 1 + random.int(4); i > 0; i--) {
    const name = random.chance(0.85)
      ? random.pick(QUERY_NAMES)
      : random.pick([...PROTOTYPE_NAMES, randomString(random, 6)]);
    // A repeated name is an array where the route may expect one value.
    for (let repeat = random.chance(0.15) ? 2 + random.int(3) : 1; repeat > 0; repeat--) {
      const value = queryValue(name, random, context);
      pairs.push(
        random.chance(0.05)
          ? encodePart(name, random)
          : `${encodePart(name, random)}=${encodePart(value, random)}`,
      );
    }
  }
  return `?${pairs.join('&')}`;
}

function queryValue(name: string, random: Random, context: FuzzContext): string {
  if (name === 'filter' && random.chance(0.6)) {
    const key = random.pick(['kind', 'metadata.name', 'spec.type', ...PROTOTYPE_NAMES]);
    return random.chance(0.2) ? key : `${key}=${hostileString(random, context.known)}`;
  }
  if (name === 'orderField' && random.chance(0.5)) {
    return `${random.pick(['metadata.name', '__proto__', 'spec.owner'])},${random.pick(['asc', 'desc', 'up'])}`;
  }
  return hostileString(random, context.known);
}

/**
 * Mostly percent-encoded as a client library would; sometimes sent raw, so `%`, `%zz` and byte
 * sequences no encoder produces reach the server's URL decoding.
 */
function encodePart(value: string, random: Random): string {
  if (random.chance(0.85)) return encodeBytes(value, /[A-Za-z0-9\-_.~]/);
  const raw = encodeBytes(value, /[\x21-\x7e]/).replace(/#/g, '%23');
  return random.chance(0.3) ? raw + random.pick(RAW_ESCAPES) : raw;
}

/** Percent-encodes every UTF-8 byte outside `keep`; lone surrogates become U+FFFD, as in UTF-8. */
function encodeBytes(value: string, keep: RegExp): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const char = String.fromCharCode(byte);
    out +=
      byte < 0x80 && keep.test(char)
        ? char
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function authorization(random: Random, token: string): Record<string, string> {
  const roll = random.int(100);
  if (roll < 75) return { authorization: `Bearer ${token}` };
  if (roll < 83) return {};
  const [header = '', payload = ''] = token.split('.');
  const forged = Buffer.from(
    '{"sub":"user:default/admin","ent":["group:default/admins"]}',
  ).toString('base64url');
  return {
    authorization: random.pick([
      'Bearer',
      'Bearer ',
      'Bearer x',
      'Basic Zm9vOmJhcg==',
      `Bearer ${token}x`,
      `Bearer ${header}.${forged}.${token.split('.')[2] ?? ''}`,
      `Bearer eyJhbGciOiJub25lIn0.${forged}.`,
      `Bearer ${header}.${payload}`,
      `bearer ${token}`,
      `Bearer ${token} ${token}`,
      `Bearer ${'a'.repeat(8000)}`,
    ]),
  };
}

function generateBody(
  random: Random,
  context: FuzzContext,
): { data: Buffer; contentType?: string } {
  const roll = random.int(100);
  const json = (text: string) => ({ data: Buffer.from(text), contentType: 'application/json' });
  if (roll < 62) return json(JSON.stringify(hostileJson(random, BODY_KEYS, context.known)));
  if (roll < 70)
    return json(random.pick(['{', '{"a":', 'nul', '\0', '[1,]', '{"a":1}{', '\ufeff{}']));
  if (roll < 77) return json('');
  if (roll < 82) return json(deeplyNested(random, random.pick([64, 512, 4096])));
  if (roll < 85) {
    // Just under the limit is parsed; just over it is refused before parsing.
    const size = context.bodyLimit + random.pick([-64, 1, 4096]);
    return json(`{"entity":"${'a'.repeat(Math.max(0, size - 13))}"}`);
  }
  if (roll < 95) {
    const text = random.chance(0.5)
      ? JSON.stringify(hostileJson(random, BODY_KEYS, context.known))
      : hostileString(random, context.known);
    return { data: Buffer.from(text), contentType: random.pick(CONTENT_TYPES) };
  }
  return { data: Buffer.from(hostileString(random, context.known)) };
}

/** Node refuses control characters in header values; everything else Latin-1 is sent as is. */
function sanitiseHeaders(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [
      name,
      value.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?'),
    ]),
  );
}
