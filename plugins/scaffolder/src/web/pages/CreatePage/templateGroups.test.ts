import { describe, expect, it } from 'vitest';
import { templateEntity } from '../../testing/fixtures';
import {
  defaultTemplateGroups,
  emptyTemplateFilters,
  filterChoices,
  filterTemplates,
  groupTemplates,
} from './templateGroups';

const service = templateEntity('node-service', {
  title: 'Node.js service',
  tags: ['recommended', 'node'],
  type: 'service',
});
const docs = templateEntity('docs-site', {
  title: 'Docs site',
  tags: ['docs'],
  type: 'documentation',
});
const library = templateEntity('library', {
  description: 'A TypeScript library',
  type: 'library',
  owner: 'group:default/web',
});

describe('groupTemplates', () => {
  it('lists recommended templates under Templates and the rest under Other Templates', () => {
    const groups = groupTemplates([service, docs, library], defaultTemplateGroups);
    expect(groups.map(group => [group.title, group.templates.map(t => t.metadata.name)])).toEqual([
      ['Templates', ['node-service']],
      ['Other Templates', ['docs-site', 'library']],
    ]);
  });

  it('calls the rest Templates when no group took any', () => {
    const groups = groupTemplates([docs, library], defaultTemplateGroups);
    expect(groups.map(group => group.title)).toEqual(['Templates']);
  });

  it('puts a template in the first group that accepts it', () => {
    const groups = groupTemplates(
      [service, docs],
      [
        { title: 'Node', filter: t => t.metadata.tags?.includes('node') ?? false },
        { title: 'Services', filter: t => t.spec?.['type'] === 'service' },
      ],
    );
    expect(groups.map(group => group.title)).toEqual(['Node', 'Other Templates']);
  });
});

describe('filterTemplates', () => {
  const all = [service, docs, library];

  it('searches title, description and tags case-insensitively', () => {
    const names = (text: string) =>
      filterTemplates(all, { ...emptyTemplateFilters, text }).map(t => t.metadata.name);
    expect(names('NODE')).toEqual(['node-service']);
    expect(names('typescript')).toEqual(['library']);
    expect(names('docs')).toEqual(['docs-site']);
  });

  it('filters by category, tags and owner', () => {
    expect(
      filterTemplates(all, { ...emptyTemplateFilters, categories: ['library'] }).map(
        t => t.metadata.name,
      ),
    ).toEqual(['library']);
    expect(filterTemplates(all, { ...emptyTemplateFilters, tags: ['docs', 'node'] })).toHaveLength(
      2,
    );
    expect(
      filterTemplates(all, { ...emptyTemplateFilters, owners: ['group:default/web'] }),
    ).toEqual([library]);
  });

  it('offers each category, tag and owner once, sorted', () => {
    expect(filterChoices(all)).toEqual({
      categories: ['documentation', 'library', 'service'],
      tags: ['docs', 'node', 'recommended'],
      owners: ['group:default/platform', 'group:default/web'],
    });
  });
});
