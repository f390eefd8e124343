import { groupVersionOf, POD_SUBRESOURCES, RESOURCE_TYPES } from './resourceTypes';

/** Discovery documents (`/api`, `/apis`, `/api/v1`, `/apis/<group>[/<version>]`). */

export function coreVersions(serverAddress: string): object {
  return {
    kind: 'APIVersions',
    versions: ['v1'],
    serverAddressByClientCIDRs: [{ clientCIDR: '0.0.0.0/0', serverAddress }],
  };
}

function groups(): Map<string, string[]> {
  const byGroup = new Map<string, string[]>();
  for (const type of RESOURCE_TYPES) {
    if (type.group === '') continue;
    const versions = byGroup.get(type.group) ?? [];
    if (!versions.includes(type.version)) versions.push(type.version);
    byGroup.set(type.group, versions);
  }
  return byGroup;
}

function group(name: string, versions: string[]): object {
  const entries = versions.map(version => ({ groupVersion: `${name}/${version}`, version }));
  return { name, versions: entries, preferredVersion: entries[0] };
}

export function groupList(): object {
  const list = [...groups()].map(([name, versions]) => group(name, versions));
  return { kind: 'APIGroupList', apiVersion: 'v1', groups: list };
}

export function groupDocument(name: string): object | undefined {
  const versions = groups().get(name);
  return versions && { kind: 'APIGroup', apiVersion: 'v1', ...group(name, versions) };
}

export function resourceList(groupName: string, version: string): object | undefined {
  const types = RESOURCE_TYPES.filter(type => type.group === groupName && type.version === version);
  if (types.length === 0) return undefined;
  const resources: object[] = types.map(type => ({
    name: type.resource,
    singularName: type.singular,
    namespaced: type.namespaced,
    kind: type.kind,
    verbs: type.verbs,
    ...(type.shortNames ? { shortNames: type.shortNames } : {}),
  }));
  if (groupName === '') {
    for (const subresource of POD_SUBRESOURCES) {
      resources.push({ ...subresource, singularName: '', namespaced: true });
    }
  }
  return {
    kind: 'APIResourceList',
    apiVersion: 'v1',
    groupVersion: groupVersionOf({ group: groupName, version }),
    resources,
  };
}
