import { createConfig, readScmIntegrations } from '@atrium/server-core';
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../shared';
import { createActionRegistry } from '../../engine/createActionRegistry';
import { createTemplateRenderer } from '../../templating/createTemplateRenderer';
import { createBuiltinActions } from './createBuiltinActions';

/** The property names and required list of one JSON Schema object. */
interface RecordedObject {
  properties: string[];
  required: string[];
}

interface RecordedAction {
  /** A plain object, or the branches of a union (`anyOf`). */
  input: RecordedObject | RecordedObject[];
  output?: RecordedObject;
}

/**
 * The actions Backstage's scaffolder backend registers by default, with their schemas: a recorded
 * answer, read from backstage/backstage master in 2025 (the plugin-scaffolder-backend line whose
 * actions declare `zod/v3` schemas per property). The list is the one
 * `plugins/scaffolder-backend/src/ScaffolderPlugin.ts` installs; each schema is from
 * `plugins/scaffolder-backend/src/scaffolder/actions/builtin/`: `fetch/plain.ts`,
 * `fetch/plainFile.ts`, `fetch/template.ts`, `fetch/templateFile.ts`, `debug/log.ts`,
 * `debug/wait.ts`, `catalog/register.ts`, `catalog/fetch.ts`, `catalog/write.ts`,
 * `filesystem/delete.ts`, `filesystem/rename.ts` and `filesystem/read.ts`. A property with a
 * default (`fs:readdir`'s `recursive`) is not required, as zod-to-json-schema writes it.
 */
const BACKSTAGE_DEFAULT_ACTIONS: Record<string, RecordedAction> = {
  'fetch:plain': { input: { properties: ['url', 'targetPath', 'token'], required: ['url'] } },
  'fetch:plain:file': {
    input: { properties: ['url', 'targetPath', 'token'], required: ['url', 'targetPath'] },
  },
  'fetch:template': {
    input: {
      properties: [
        'url',
        'targetPath',
        'values',
        'copyWithoutRender',
        'copyWithoutTemplating',
        'cookiecutterCompat',
        'templateFileExtension',
        'replace',
        'trimBlocks',
        'lstripBlocks',
        'token',
      ],
      required: ['url'],
    },
  },
  'fetch:template:file': {
    input: {
      properties: [
        'url',
        'targetPath',
        'values',
        'cookiecutterCompat',
        'replace',
        'trimBlocks',
        'lstripBlocks',
        'token',
      ],
      required: ['url', 'targetPath'],
    },
  },
  'debug:log': { input: { properties: ['message', 'listWorkspace'], required: [] } },
  'debug:wait': { input: { properties: ['minutes', 'seconds', 'milliseconds'], required: [] } },
  'catalog:register': {
    input: [
      { properties: ['catalogInfoUrl', 'optional'], required: ['catalogInfoUrl'] },
      {
        properties: ['repoContentsUrl', 'catalogInfoPath', 'optional'],
        required: ['repoContentsUrl'],
      },
    ],
  },
  'catalog:fetch': {
    input: {
      properties: ['entityRef', 'entityRefs', 'optional', 'defaultKind', 'defaultNamespace'],
      required: [],
    },
    output: { properties: ['entity', 'entities'], required: [] },
  },
  'catalog:write': { input: { properties: ['filePath', 'entity'], required: ['entity'] } },
  'fs:delete': { input: { properties: ['files'], required: ['files'] } },
  'fs:rename': { input: { properties: ['files'], required: ['files'] } },
  'fs:readdir': {
    input: { properties: ['paths', 'recursive'], required: ['paths'] },
    output: { properties: ['files', 'folders'], required: ['files', 'folders'] },
  },
};

/**
 * Where Atrium declares more than Backstage, on purpose (README "Built-in actions"):
 * `catalog:register` documents the outputs it sets, which Backstage's sets without declaring.
 */
const ATRIUM_ADDITIONS: Record<string, Pick<RecordedAction, 'output'>> = {
  'catalog:register': {
    output: { properties: ['entityRef', 'catalogInfoUrl'], required: ['catalogInfoUrl'] },
  },
};

function recorded(schema: JsonObject | undefined): RecordedObject | RecordedObject[] | undefined {
  if (!schema) return undefined;
  if (Array.isArray(schema.anyOf))
    return schema.anyOf.map(branch => objectOf(branch as JsonObject));
  return objectOf(schema);
}

function objectOf(schema: JsonObject): RecordedObject {
  return {
    properties: Object.keys((schema.properties as JsonObject | undefined) ?? {}),
    required: (schema.required as string[] | undefined) ?? [],
  };
}

const sorted = (value: RecordedObject | RecordedObject[] | undefined) =>
  [value ?? []].flat().map(({ properties, required }) => ({
    properties: [...properties].sort(),
    required: [...required].sort(),
  }));

describe("Backstage's default actions", () => {
  const config = createConfig({});
  const registry = createActionRegistry(
    createBuiltinActions({
      config,
      integrations: readScmIntegrations(config),
      catalogFor: async () => {
        throw new Error('not used');
      },
      renderer: createTemplateRenderer(),
    }),
  );

  it.each(Object.entries(BACKSTAGE_DEFAULT_ACTIONS))(
    '%s is built in, with the input and output schema of Backstage',
    (id, backstage) => {
      expect(registry.has(id)).toBe(true);
      const described = registry.list().find(action => action.id === id);
      const expectedOutput = ATRIUM_ADDITIONS[id]?.output ?? backstage.output;
      expect(sorted(recorded(described?.schema.input))).toEqual(sorted(backstage.input));
      expect(sorted(recorded(described?.schema.output))).toEqual(sorted(expectedOutput));
    },
  );
});
