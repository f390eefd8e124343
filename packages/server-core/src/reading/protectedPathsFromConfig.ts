import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';
import { databaseOptionsFromConfig } from '../database/databaseOptionsFromConfig';
import { createProtectedPaths, type ProtectedPaths } from './createProtectedPaths';

/** Configuration and secrets files a server reads from its working directory. */
const CONFIG_FILE = /^(app-config(\..+)?\.ya?ml|\.env(\..+)?)$/;
/** The files SQLite keeps beside a database file. */
const SQLITE_SIDE_FILES = ['', '-wal', '-shm', '-journal'];

export interface ProtectedPathsFromConfigOptions {
  /** The configuration files the server loaded (they may lie outside the working directory). */
  configFiles?: readonly string[];
  /** Further paths to protect, e.g. files only a plugin knows. */
  extraPaths?: readonly string[];
}

/**
 * What a server must never read on a user's behalf: its SQLite data, its configuration files, the
 * local repository host's folder (read only through git), and whatever
 * `backend.reading.protectedPaths` adds.
 */
export function protectedPathsFromConfig(
  config: Config,
  workingDirectory: string,
  options: ProtectedPathsFromConfigOptions = {},
): ProtectedPaths {
  const paths: string[] = [
    // The data directory of the shipped configuration, also on PostgreSQL (generated key files).
    'data',
    ...databasePaths(config, workingDirectory),
    ...(options.configFiles ?? []),
    ...configFilesIn(workingDirectory),
    ...(config.getOptionalStringArray('scaffolder.localRepositoryRoots') ?? []),
    ...(config.getOptionalStringArray('backend.reading.protectedPaths') ?? []),
    ...optional(config.getOptionalString('auth.keyStore.encryptionKeyFile')),
    ...(options.extraPaths ?? []),
  ];
  return createProtectedPaths({ paths, workingDirectory });
}

function optional(value: string | undefined): string[] {
  return value ? [value] : [];
}

function databasePaths(config: Config, workingDirectory: string): string[] {
  const options = databaseOptionsFromConfig(config, workingDirectory);
  if (options.client !== 'better-sqlite3') return [];
  const { connection } = options;
  if (typeof connection !== 'string') {
    if (connection.directory) return [connection.directory];
    return connection.filename ? sqliteFiles(connection.filename) : [];
  }
  return connection === ':memory:' ? [] : sqliteFiles(connection);
}

function sqliteFiles(file: string): string[] {
  return SQLITE_SIDE_FILES.map(suffix => `${file}${suffix}`);
}

function configFilesIn(directory: string): string[] {
  try {
    return readdirSync(directory)
      .filter(name => CONFIG_FILE.test(name))
      .map(name => path.join(directory, name));
  } catch {
    return [];
  }
}
