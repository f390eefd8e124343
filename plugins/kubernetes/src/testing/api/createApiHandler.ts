import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ObjectStore } from '../store/createObjectStore';
import { authorize, type AccessRules } from './authorize';
import { coreVersions, groupDocument, groupList, resourceList } from './discovery';
import { listObjects } from './listObjects';
import { parseApiPath, type ApiPath } from './parseApiPath';
import { readPodLog } from './readPodLog';
import { findResourceType, groupVersionOf } from './resourceTypes';
import { sendJson } from './sendJson';
import { failure, notFound, pathNotFound } from './status';

type ResourcePath = Extract<ApiPath, { type: 'resource' }>;

export interface ApiHandlerContext {
  store: ObjectStore;
  access: () => AccessRules;
  /** `127.0.0.1:<port>`, for `/api`'s serverAddressByClientCIDRs. */
  serverAddress: () => string;
}

/** Answers one plain HTTP request the way kube-apiserver would (exec is upgraded elsewhere). */
export function createApiHandler(context: ApiHandlerContext) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    // Appended, not resolved: a path starting `//` is a path here, not another host.
    const url = new URL(`https://fake${request.url ?? '/'}`);
    const path = parseApiPath(url.pathname);
    const denied = authorize(request, path, context.access());
    if (denied) return sendJson(response, denied.code, denied);
    if (!path) return sendJson(response, 404, pathNotFound());

    switch (path.type) {
      case 'root':
        return answerRoot(path.path, response, context);
      case 'group': {
        const document = groupDocument(path.group);
        return sendJson(response, document ? 200 : 404, document ?? pathNotFound());
      }
      case 'groupVersion': {
        const document = resourceList(path.group, path.version);
        return sendJson(response, document ? 200 : 404, document ?? pathNotFound());
      }
      case 'resource':
        return answerResource(path, request, response, url.searchParams, context.store);
    }
  };
}

function answerRoot(pathname: string, response: ServerResponse, context: ApiHandlerContext): void {
  const trimmed = pathname.replace(/\/+$/, '');
  if (trimmed === '/api') return sendJson(response, 200, coreVersions(context.serverAddress()));
  if (trimmed === '/apis') return sendJson(response, 200, groupList());
  if (trimmed === '/version') {
    return sendJson(response, 200, {
      major: '1',
      minor: '31',
      gitVersion: 'v1.31.0-atrium-fake',
      platform: 'linux/amd64',
    });
  }
  if (['/healthz', '/livez', '/readyz'].includes(trimmed)) {
    response.writeHead(200, { 'content-type': 'text/plain' });
    return void response.end('ok');
  }
  sendJson(response, 404, pathNotFound());
}

function answerResource(
  path: ResourcePath,
  request: IncomingMessage,
  response: ServerResponse,
  query: URLSearchParams,
  store: ObjectStore,
): void {
  const type = findResourceType(path.group, path.version, path.resource);
  if (!type || (path.namespace !== undefined && !type.namespaced)) {
    return sendJson(response, 404, pathNotFound());
  }
  const method = request.method ?? 'GET';
  if (path.subresource === 'log' && type.kind === 'Pod' && path.namespace && path.name) {
    if (method !== 'GET') return sendJson(response, 405, methodNotAllowed());
    const answer = readPodLog(store, path.namespace, path.name, query);
    if ('code' in answer) return sendJson(response, answer.code, answer);
    response.writeHead(200, { 'content-type': 'text/plain' });
    return void response.end(answer.text);
  }
  if (path.subresource !== undefined) return sendJson(response, 404, pathNotFound());

  if (path.name === undefined) {
    if (method !== 'GET') return sendJson(response, 405, methodNotAllowed());
    const answer = listObjects(store, type, path.namespace, query);
    return sendJson(response, answer.code, answer.body);
  }

  const found = store.get(type, path.namespace, path.name);
  if (!found) return sendJson(response, 404, notFound(type.resource, path.name, type.group));
  const object = { ...found, apiVersion: groupVersionOf(type) };
  if (method === 'GET') return sendJson(response, 200, object);
  if (method === 'DELETE' && type.verbs.includes('delete')) {
    store.remove(type, path.namespace, path.name);
    if (type.kind === 'Pod') {
      const metrics = findResourceType('metrics.k8s.io', 'v1beta1', 'pods');
      if (metrics) store.remove(metrics, path.namespace, path.name);
    }
    // A pod is answered with its deletion under way, as the kubelet has yet to stop it.
    const deletionTimestamp = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
    return sendJson(response, 200, {
      ...object,
      metadata: { ...object.metadata, deletionTimestamp, deletionGracePeriodSeconds: 30 },
    });
  }
  sendJson(response, 405, methodNotAllowed());
}

const methodNotAllowed = () =>
  failure(
    405,
    'MethodNotAllowed',
    'the server does not allow this method on the requested resource',
  );
