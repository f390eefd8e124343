import { describe, expect, it } from 'vitest';
import { createTemplateRenderer } from '../createTemplateRenderer';

const renderer = createTemplateRenderer();
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
  it('parseRepoUrl gives the parts as an object', () => {
    expect(render('${{ parameters.repoUrl | parseRepoUrl }}')).toEqual({
      host: 'github.com',
      owner: 'acme',
      repo: 'billing',
    });
    expect(render('${{ (parameters.repoUrl | parseRepoUrl).repo }}')).toBe('billing');
  });

  it('parseRepoUrl names the missing part', () => {
    expect(() => render("${{ 'github.com?repo=x' | parseRepoUrl }}")).toThrow(/missing owner/);
  });

  it('parseEntityRef splits a reference, with defaults when asked', () => {
    expect(render('${{ parameters.owner | parseEntityRef }}')).toEqual({
      kind: 'group',
      namespace: 'default',
      name: 'team-a',
    });
    expect(
      render(
        "${{ parameters.bare | parseEntityRef({ defaultKind: 'Group', defaultNamespace: 'teams' }) }}",
      ),
    ).toEqual({ kind: 'Group', namespace: 'teams', name: 'team-b' });
    expect(() => render('${{ parameters.bare | parseEntityRef }}')).toThrow(/had no kind/);
  });

  it('pick selects a property path', () => {
    expect(render("${{ parameters.owner | parseEntityRef | pick('name') }}")).toBe('team-a');
    expect(render("${{ parameters.entity | pick('metadata.name') }}")).toBe('svc');
  });

  it('projectSlug gives owner/repo', () => {
    expect(render('${{ parameters.repoUrl | projectSlug }}')).toBe('acme/billing');
  });

  it('dump writes JSON', () => {
    expect(renderer.renderText('${{ parameters.entity | dump }}', context)).toBe(
      '{"metadata":{"name":"svc"}}',
    );
  });
});
