import { readFile } from 'node:fs/promises';
import { dirname, extname, relative, resolve } from 'node:path';
import { ConfigError } from './ConfigError';
import type { JsonObject, JsonValue } from '@atrium/model';
import { joinConfigKey } from './configKeyPath';
import { isConfigObject } from './isConfigObject';
import { parseConfigYaml } from './parseConfigYaml';
import { type EnvLookup, substituteEnvVars } from './substituteEnvVars';

export interface ResolveConfigDataOptions {
  /** The file the data was read from: relative `$file`/`$include` paths start at its folder. */
  file: string;
  /** The working directory, to print file names relative to it. */
  cwd: string;
  env: EnvLookup;
}

const INCLUDE_KEYS = ['$env', '$file', '$include'] as const;
type IncludeKey = (typeof INCLUDE_KEYS)[number];
const INCLUDE_EXTENSIONS = new Set(['.yaml', '.yml', '.json']);

interface Place {
  key: string;
  /** The file whose text holds this value (an included file for values inside it). */
  file: string;
  /** Files being included on the way here, to refuse include cycles. */
  chain: readonly string[];
}

/**
 * Applies Backstage's dynamic config to parsed data: `${VAR}` substitution in every string, and
 * single-key objects `$env: NAME`, `$file: ./path` (the text of a file) and
 * `$include: ./other.yaml#optional.path` (parsed data). Values that resolve to undefined (an unset
 * variable) are dropped, so the key reads as absent.
 */
export async function resolveConfigData(
  data: JsonObject,
  options: ResolveConfigDataOptions,
): Promise<JsonObject> {
  const file = resolve(options.file);
  const resolved = await resolveValue(data, { key: '', file, chain: [file] }, options);
  return isConfigObject(resolved) ? resolved : {};
}

async function resolveValue(
  value: unknown,
  place: Place,
  options: ResolveConfigDataOptions,
): Promise<JsonValue | undefined> {
  if (typeof value === 'string') return substituteEnvVars(value, options.env);
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) {
    const items: JsonValue[] = [];
    for (const [index, item] of value.entries()) {
      const key = `${place.key}[${index}]`;
      const out = await resolveValue(item, { ...place, key }, options);
      if (out !== undefined) items.push(out);
    }
    return items;
  }
  if (isConfigObject(value)) {
    const includeKey = INCLUDE_KEYS.find(name => name in value);
    if (includeKey !== undefined) return resolveInclude(value, includeKey, place, options);
    const out: JsonObject = {};
    for (const [name, item] of Object.entries(value)) {
      const key = joinConfigKey(place.key, name);
      const resolved = await resolveValue(item, { ...place, key }, options);
      if (resolved !== undefined) out[name] = resolved;
    }
    return out;
  }
  throw failure(place, options, `unsupported value ${String(value)}`);
}

async function resolveInclude(
  value: JsonObject,
  includeKey: IncludeKey,
  place: Place,
  options: ResolveConfigDataOptions,
): Promise<JsonValue | undefined> {
  if (Object.keys(value).length !== 1) {
    throw failure(place, options, `${includeKey} must be the only key in its object`);
  }
  const raw = value[includeKey];
  if (typeof raw !== 'string') throw failure(place, options, `${includeKey} needs a string`);
  const target = substituteEnvVars(raw, options.env);
  if (target === undefined) {
    throw failure(
      place,
      options,
      `${includeKey} '${raw}' uses an environment variable that is not set`,
    );
  }
  if (includeKey === '$env') return options.env(target);
  if (includeKey === '$file') return (await readText(target, place, options)).trimEnd();
  return includeFile(target, place, options);
}

async function includeFile(
  target: string,
  place: Place,
  options: ResolveConfigDataOptions,
): Promise<JsonValue | undefined> {
  const hashAt = target.indexOf('#');
  const path = hashAt === -1 ? target : target.slice(0, hashAt);
  const dataPath = hashAt === -1 ? '' : target.slice(hashAt + 1);
  if (!INCLUDE_EXTENSIONS.has(extname(path).toLowerCase())) {
    throw failure(place, options, `$include '${path}' must be a .yaml, .yml or .json file`);
  }
  const file = resolve(dirname(place.file), path);
  if (place.chain.includes(file)) {
    const cycle = [...place.chain, file].map(name => displayName(name, options)).join(' -> ');
    throw failure(place, options, `$include cycle ${cycle}`);
  }
  let included = parseConfigYaml(await readText(path, place, options), displayName(file, options));
  for (const part of dataPath === '' ? [] : dataPath.split('.')) {
    if (!isConfigObject(included)) {
      throw failure(place, options, `$include '${target}' has no object at '${part}'`);
    }
    included = included[part];
  }
  return resolveValue(included, { key: place.key, file, chain: [...place.chain, file] }, options);
}

async function readText(
  path: string,
  place: Place,
  options: ResolveConfigDataOptions,
): Promise<string> {
  try {
    return await readFile(resolve(dirname(place.file), path), 'utf8');
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw failure(place, options, `unable to read file '${path}': ${reason}`, error);
  }
}

function failure(
  place: Place,
  options: ResolveConfigDataOptions,
  problem: string,
  cause?: unknown,
): ConfigError {
  const where = `for key '${place.key}' in '${displayName(place.file, options)}'`;
  return new ConfigError(`Invalid config ${where}: ${problem}`, { cause });
}

function displayName(file: string, options: ResolveConfigDataOptions): string {
  return relative(options.cwd, file) || file;
}
