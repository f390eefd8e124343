import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { ConfigError, type Config } from '@atrium/server-core';
import { parse } from 'yaml';
import type { ClusterDetails } from './ClusterDetails';

interface Named {
  name: string;
  value: Record<string, unknown>;
  /** The kubeconfig file it came from: relative paths in it are relative to that file. */
  file: string;
}

interface Kubeconfig {
  currentContext?: string;
  contexts: Named[];
  clusters: Named[];
  users: Named[];
}

/**
 * `kubernetes.clusterLocatorMethods: [{ type: kubeconfig }]`: one context of a kubeconfig file
 * (`path`, else `$KUBECONFIG`, else `~/.kube/config`; `context`, else its current context) as a
 * cluster named after the context: its server, CA (data or file), `insecure-skip-tls-verify` and
 * its user's bearer token (`token` or `tokenFile`). Read once at start; a context that cannot be
 * used stops it, saying why. Read as YAML: the Kubernetes client stays unloaded until a request.
 */
export function readKubeconfigCluster(
  method: Config,
  env: NodeJS.ProcessEnv = process.env,
): ClusterDetails {
  const files = kubeconfigFiles(method.getOptionalString('path'), env);
  const kubeconfig = loadKubeconfig(files);
  const contextName = method.getOptionalString('context') ?? kubeconfig.currentContext;
  const where = files.join(delimiter);
  if (!contextName) {
    throw new ConfigError(`The kubeconfig ${where} has no current-context: name a context`);
  }
  const context = find(kubeconfig.contexts, contextName, 'context', where).value;
  const cluster = find(kubeconfig.clusters, string(context.cluster), 'cluster', where);
  const user = find(kubeconfig.users, string(context.user), 'user', where);
  const server = string(cluster.value.server);
  if (!server || !/^https?:\/\//.test(server)) {
    throw new ConfigError(`Kubeconfig cluster '${cluster.name}' has no http(s) server`);
  }
  const caFile = string(cluster.value['certificate-authority']);
  return {
    name: method.getOptionalString('name') ?? contextName,
    title: method.getOptionalString('title'),
    url: server.replace(/\/+$/, ''),
    // A static bearer token, used exactly as a service account's.
    authProvider: 'serviceAccount',
    serviceAccountToken: userToken(user, contextName),
    caData: string(cluster.value['certificate-authority-data']),
    caFile: caFile && resolve(dirname(cluster.file), caFile),
    skipTLSVerify: cluster.value['insecure-skip-tls-verify'] === true,
    skipMetricsLookup: method.getOptionalBoolean('skipMetricsLookup') ?? false,
  };
}

function kubeconfigFiles(path: string | undefined, env: NodeJS.ProcessEnv): string[] {
  const home = env.HOME || homedir();
  if (path) return [path.replace(/^~(?=\/|$)/, home)];
  const listed = (env.KUBECONFIG ?? '').split(delimiter).filter(Boolean);
  return listed.length > 0 ? listed : [join(home, '.kube', 'config')];
}

/**
 * The files merged as kubectl merges `$KUBECONFIG`: the first of each name wins, and a listed file
 * that does not exist is passed over, as long as one does.
 */
function loadKubeconfig(files: readonly string[]): Kubeconfig {
  const merged: Kubeconfig = { contexts: [], clusters: [], users: [] };
  const missing: string[] = [];
  for (const file of files) {
    let document: Record<string, unknown>;
    try {
      document = (parse(readFileSync(file, 'utf8')) ?? {}) as Record<string, unknown>;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && files.length > 1) {
        missing.push(file);
        continue;
      }
      throw new ConfigError(`The kubeconfig ${file} cannot be read`, { cause: error });
    }
    merged.currentContext ??= string(document['current-context']);
    merged.contexts.push(...entries(document.contexts, 'context', file));
    merged.clusters.push(...entries(document.clusters, 'cluster', file));
    merged.users.push(...entries(document.users, 'user', file));
  }
  if (missing.length === files.length) {
    throw new ConfigError(`None of the kubeconfig files ${files.join(', ')} exists`);
  }
  return merged;
}

function entries(list: unknown, key: string, file: string): Named[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap(item => {
    const entry = item as Record<string, unknown> | null;
    const name = string(entry?.name);
    const value = entry?.[key];
    return name && value !== null && typeof value === 'object'
      ? [{ name, value: value as Record<string, unknown>, file }]
      : [];
  });
}

function find(list: Named[], name: string | undefined, what: string, where: string) {
  const found = list.find(entry => entry.name === name);
  if (!found) throw new ConfigError(`The kubeconfig ${where} has no ${what} '${name ?? ''}'`);
  return found;
}

function userToken(user: Named, context: string): string {
  const token = string(user.value.token);
  if (token) return token;
  const tokenFile = string(user.value.tokenFile);
  if (tokenFile) {
    try {
      return readFileSync(resolve(dirname(user.file), tokenFile), 'utf8').trim();
    } catch (error) {
      throw new ConfigError(`The tokenFile of kubeconfig user '${user.name}' cannot be read`, {
        cause: error,
      });
    }
  }
  const way = user.value.exec
    ? 'an exec plugin'
    : user.value['auth-provider']
      ? 'an auth-provider'
      : user.value['client-certificate'] || user.value['client-certificate-data']
        ? 'a client certificate'
        : 'no credentials';
  throw new ConfigError(
    `Kubeconfig context '${context}' authenticates its user '${user.name}' with ${way}: only a bearer token (token or tokenFile) is supported`,
  );
}

function string(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
