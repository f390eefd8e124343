import { promises as fs } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { createMockActionContext } from '../../testing';
import { createCatalogWriteAction } from './createCatalogWriteAction';
import { entity } from './catalogTestDoubles';

describe('catalog:write', () => {
  const action = createCatalogWriteAction();

  it('writes the entity as YAML to catalog-info.yaml, or to filePath', async () => {
    const component = entity('Component', 'svc');
    const ctx = await createMockActionContext({ input: { entity: { ...component } } });
    await action.handler(ctx);
    const written = await fs.readFile(path.join(ctx.workspacePath, 'catalog-info.yaml'), 'utf8');
    expect(parse(written)).toEqual(component);

    const nested = await createMockActionContext({
      input: { entity: { ...component }, filePath: 'deploy/catalog.yaml' },
      workspacePath: ctx.workspacePath,
    });
    await action.handler(nested);
    expect(
      parse(await fs.readFile(path.join(ctx.workspacePath, 'deploy/catalog.yaml'), 'utf8')),
    ).toEqual(component);
    await ctx.cleanup();
  });

  it('refuses a filePath outside the workspace', async () => {
    for (const filePath of ['../catalog-info.yaml', '/tmp/catalog-info.yaml']) {
      const ctx = await createMockActionContext({ input: { entity: {}, filePath } });
      await expect(action.handler(ctx), filePath).rejects.toThrow(/workspace/);
      await ctx.cleanup();
    }
  });
});
