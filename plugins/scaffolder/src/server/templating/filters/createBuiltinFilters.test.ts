import { afterAll, describe, expect, it } from 'vitest';
import { createTemplateRenderer } from '../createTemplateRenderer';

const renderer = createTemplateRenderer();
afterAll(() => renderer.close());
const context = {
  parameters: {
    repoUrl: 'github.com?owner=acme&repo=billing',
    owner: 'group:default/team-a',
    bare: 'team-b',
    entity: { metadata: { name: 'svc' } },
  },
};
const render = (expression: string) => renderer.renderValue(expression, context);

describe('built-in filters', () => {
  it('parseRepoUrl gives the parts as an object', async () => {
    expect(await render('${{ parameters.repoUrl | parseRepoUrl }}')).toEqual({
      host: 'github.com',
      owner: 'acme',
      repo: 'billing',
    });
    expect(await render('${{ (parameters.repoUrl | parseRepoUrl).repo }}')).toBe('billing');
  });

  it('parseRepoUrl names the missing part', async () => {
    await expect(render("${{ 'github.com?repo=x' | parseRepoUrl }}")).rejects.toThrow(
      /missing owner/,
    );
  });

  it('parseEntityRef splits a reference, with defaults when asked', async () => {
    expect(await render('${{ parameters.owner | parseEntityRef }}')).toEqual({
      kind: 'group',
      namespace: 'default',
      name: 'team-a',
    });
    expect(
      await render(
        "${{ parameters.bare | parseEntityRef({ defaultKind: 'Group', defaultNamespace: 'teams' }) }}",
      ),
    ).toEqual({ kind: 'Group', namespace: 'teams', name: 'team-b' });
    await expect(render('${{ parameters.bare | parseEntityRef }}')).rejects.toThrow(/had no kind/);
  });

  it('pick selects a property path', async () => {
    expect(await render("${{ parameters.owner | parseEntityRef | pick('name') }}")).toBe('team-a');
    expect(await render("${{ parameters.entity | pick('metadata.name') }}")).toBe('svc');
  });

  it('projectSlug gives owner/repo', async () => {
    expect(await render('${{ parameters.repoUrl | projectSlug }}')).toBe('acme/billing');
  });

  it('dump writes JSON', async () => {
    expect(await renderer.renderText('${{ parameters.entity | dump }}', context)).toBe(
      '{"metadata":{"name":"svc"}}',
    );
  });
});
