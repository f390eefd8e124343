import type { Config } from '../../config';
import { ConfigError } from '../../config/ConfigError';

/** One `accessRestrictions` entry: a plugin the caller may reach, and what it may do there. */
export interface AccessRestrictionEntry {
  plugin: string;
  permission?: string[];
  permissionAttribute?: { action?: string[] };
}

export type ExternalAccessEntry =
  | {
      type: 'static';
      key: string;
      token: string;
      subject: string;
      restrictions?: AccessRestrictionEntry[];
    }
  | {
      type: 'legacy';
      key: string;
      secret: Uint8Array;
      subject: string;
      restrictions?: AccessRestrictionEntry[];
    }
  | {
      type: 'jwks';
      key: string;
      url: URL;
      issuer: string;
      algorithms?: string[];
      audience?: string[];
      subjectPrefix?: string;
      restrictions?: AccessRestrictionEntry[];
    };

const KEY = 'backend.auth.externalAccess';
const ACTIONS = ['create', 'read', 'update', 'delete'];
const MIN_STATIC_TOKEN_LENGTH = 8;

/**
 * Reads `backend.auth.externalAccess` as Backstage documents it. Every problem of every entry is
 * reported at once, each naming its entry (`backend.auth.externalAccess[1].options.token`);
 * secrets are never part of a message.
 */
export function readExternalAccessConfig(config: Config): ExternalAccessEntry[] {
  const entries = config.getOptionalConfigArray(KEY) ?? [];
  const problems: string[] = [];
  const read: ExternalAccessEntry[] = [];
  entries.forEach((entry, index) => {
    const at = `${KEY}[${index}]`;
    const found = readEntry(entry, at, problems);
    if (found) read.push(found);
  });
  if (problems.length > 0) throw new ConfigError(problems);
  return read;
}

function readEntry(entry: Config, at: string, problems: string[]): ExternalAccessEntry | undefined {
  const type = entry.getOptionalString('type');
  const options = entry.getOptionalConfig('options');
  const restrictions = readRestrictions(entry, `${at}.accessRestrictions`, problems);
  const text = (name: string, required: boolean) => {
    const value = options?.getOptional(name);
    if (value === undefined) {
      if (required) problems.push(`${at}.options.${name} is required for type '${type}'`);
      return undefined;
    }
    if (typeof value !== 'string' || value.trim() === '') {
      problems.push(`${at}.options.${name} must be a non-empty string`);
      return undefined;
    }
    return value;
  };
  switch (type) {
    case 'static': {
      const token = text('token', true);
      const subject = text('subject', true);
      if (token !== undefined) {
        if (token.length < MIN_STATIC_TOKEN_LENGTH) {
          problems.push(
            `${at}.options.token must be at least ${MIN_STATIC_TOKEN_LENGTH} characters long`,
          );
        } else if (/\s/.test(token)) {
          problems.push(`${at}.options.token must not contain whitespace`);
        }
      }
      return token && subject
        ? { type, key: at, token, subject, ...restrictionsOf(restrictions) }
        : undefined;
    }
    case 'legacy': {
      const secret = text('secret', true);
      const subject = text('subject', true);
      let bytes: Uint8Array | undefined;
      if (secret !== undefined) {
        bytes = Buffer.from(secret, 'base64');
        if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(secret) || bytes.length === 0) {
          problems.push(`${at}.options.secret must be base64`);
          bytes = undefined;
        }
      }
      return bytes && subject
        ? { type, key: at, secret: bytes, subject, ...restrictionsOf(restrictions) }
        : undefined;
    }
    case 'jwks': {
      const url = text('url', true);
      const issuer = text('issuer', true);
      const subjectPrefix = text('subjectPrefix', false);
      const algorithms = stringList(options, 'algorithm', `${at}.options.algorithm`, problems);
      const audience = stringList(options, 'audience', `${at}.options.audience`, problems);
      let parsed: URL | undefined;
      if (url !== undefined) {
        try {
          parsed = new URL(url);
          if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error();
        } catch {
          problems.push(`${at}.options.url must be an http(s) URL`);
          parsed = undefined;
        }
      }
      return parsed && issuer
        ? {
            type,
            key: at,
            url: parsed,
            issuer,
            ...(algorithms ? { algorithms } : {}),
            ...(audience ? { audience } : {}),
            ...(subjectPrefix ? { subjectPrefix } : {}),
            ...restrictionsOf(restrictions),
          }
        : undefined;
    }
    default:
      problems.push(
        type === undefined
          ? `${at}.type is required: 'static', 'legacy' or 'jwks'`
          : `${at}.type '${type}' is not one of 'static', 'legacy' or 'jwks'`,
      );
      return undefined;
  }
}

function restrictionsOf(restrictions: AccessRestrictionEntry[] | undefined) {
  return restrictions ? { restrictions } : {};
}

function readRestrictions(
  entry: Config,
  at: string,
  problems: string[],
): AccessRestrictionEntry[] | undefined {
  if (entry.getOptional('accessRestrictions') === undefined) return undefined;
  const list = entry.getOptionalConfigArray('accessRestrictions') ?? [];
  if (list.length === 0) {
    problems.push(`${at} must list at least one { plugin } when given`);
    return undefined;
  }
  return list.flatMap((item, index) => {
    const here = `${at}[${index}]`;
    const plugin = item.getOptional('plugin');
    if (typeof plugin !== 'string' || !/^[a-z0-9-]+$/i.test(plugin)) {
      problems.push(`${here}.plugin must be a plugin id such as 'catalog'`);
      return [];
    }
    const permission = stringList(item, 'permission', `${here}.permission`, problems);
    const actionConfig = item.getOptionalConfig('permissionAttribute');
    const action = actionConfig
      ? stringList(actionConfig, 'action', `${here}.permissionAttribute.action`, problems)
      : undefined;
    for (const value of action ?? []) {
      if (!ACTIONS.includes(value)) {
        problems.push(
          `${here}.permissionAttribute.action '${value}' is not one of ${ACTIONS.join(', ')}`,
        );
      }
    }
    return [
      {
        plugin,
        ...(permission ? { permission } : {}),
        ...(action ? { permissionAttribute: { action } } : {}),
      },
    ];
  });
}

/** A string or a list of strings, as Backstage's config allows for these keys. */
function stringList(
  config: Config | undefined,
  name: string,
  at: string,
  problems: string[],
): string[] | undefined {
  const value = config?.getOptional(name);
  if (value === undefined) return undefined;
  const list = Array.isArray(value) ? value : [value];
  if (list.length === 0 || list.some(item => typeof item !== 'string' || item.trim() === '')) {
    problems.push(`${at} must be a string or a list of strings`);
    return undefined;
  }
  return list as string[];
}
