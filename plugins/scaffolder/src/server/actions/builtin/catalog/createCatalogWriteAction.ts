import { stringify } from 'yaml';
import { z } from 'zod';
import { createTemplateAction } from '../../createTemplateAction';
import { stepExample } from '../stepExample';
import { writeWorkspaceFile } from '../workspace/writeWorkspaceFiles';

const inputSchema = z.object({
  filePath: z.string().min(1).describe('Defaults to catalog-info.yaml').optional(),
  entity: z
    .record(z.string(), z.unknown())
    .describe('You can provide the same values used in the Entity schema.'),
});

/** `catalog:write`: writes an entity as a catalog file in the workspace. */
export function createCatalogWriteAction() {
  return createTemplateAction<z.infer<typeof inputSchema>>({
    id: 'catalog:write',
    description: 'Writes the catalog-info.yaml for your template',
    supportsDryRun: true,
    schema: { input: inputSchema },
    examples: [
      stepExample('Write a catalog-info.yaml for the new component', {
        id: 'create-catalog-info-file',
        name: 'Create catalog file',
        action: 'catalog:write',
        input: {
          entity: {
            apiVersion: 'backstage.io/v1alpha1',
            kind: 'Component',
            metadata: { name: '${{ parameters.name }}' },
            spec: { type: 'service', lifecycle: 'production', owner: '${{ parameters.owner }}' },
          },
        },
      }),
    ],
    async handler({ input, workspacePath, logger }) {
      const filePath = input.filePath ?? 'catalog-info.yaml';
      logger.info(`Writing ${filePath}`);
      await writeWorkspaceFile(workspacePath, filePath, {
        content: Buffer.from(stringify(input.entity)),
        mode: 0o644,
      });
    },
  });
}
