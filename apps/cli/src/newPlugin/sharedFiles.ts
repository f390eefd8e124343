import type { PluginNames } from './pluginNames';

/**
 * `src/shared`: the HTTP contract both halves use (zod and plain types only). The generated
 * plugin keeps example items; their names do not repeat the id, so renaming them is one search.
 */
export function sharedFiles({ id, constant }: PluginNames): Record<string, string> {
  return {
    'src/shared/index.ts': `export * from './contract';\n`,
    'src/shared/contract.ts': `import { z } from 'zod';

/** The plugin's id: its API lives under \`/api/${id}\`. */
export const ${constant}_PLUGIN_ID = '${id}';

/** The body of \`POST /items\`. */
export const createItemBodySchema = z.object({
  name: z.string().trim().min(1).max(255),
});
export type CreateItemRequest = z.infer<typeof createItemBodySchema>;

export interface Item {
  id: string;
  name: string;
  /** ISO 8601 */
  createdAt: string;
}

export interface ItemsResponse {
  items: Item[];
}
`,
  };
}
