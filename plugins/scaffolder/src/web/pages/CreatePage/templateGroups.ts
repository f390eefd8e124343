import type { Entity } from '@atrium/model';

/** A section of the create page: the templates its filter accepts. */
export interface TemplateGroup {
  title: string;
  filter: (template: Entity) => boolean;
}

export interface GroupedTemplates {
  title: string;
  templates: Entity[];
}

/**
 * By default a template tagged `recommended` is listed under 'Templates' and the rest under
 * 'Other Templates' (spec 001 §2); an app passes its own groups to change that.
 */
export const defaultTemplateGroups: TemplateGroup[] = [
  { title: 'Templates', filter: template => templateTags(template).includes('recommended') },
];

export const OTHER_TEMPLATES_TITLE = 'Other Templates';

/**
 * Each template goes to the first group that accepts it, the rest to 'Other Templates'. Empty
 * groups are left out; when no group got any template, the rest is simply titled 'Templates'.
 */
export function groupTemplates(
  templates: readonly Entity[],
  groups: readonly TemplateGroup[],
): GroupedTemplates[] {
  const sections = groups.map(group => ({ title: group.title, templates: [] as Entity[] }));
  const rest: Entity[] = [];
  for (const template of templates) {
    const index = groups.findIndex(group => group.filter(template));
    if (index === -1) rest.push(template);
    else sections[index]!.templates.push(template);
  }
  const filled = sections.filter(section => section.templates.length > 0);
  if (rest.length > 0) {
    filled.push({
      title: filled.length > 0 ? OTHER_TEMPLATES_TITLE : 'Templates',
      templates: rest,
    });
  }
  return filled;
}

export function templateTags(template: Entity): string[] {
  return (template.metadata.tags ?? []).filter((tag): tag is string => typeof tag === 'string');
}

export function templateType(template: Entity): string | undefined {
  const type = template.spec?.['type'];
  return typeof type === 'string' && type !== '' ? type : undefined;
}

export function templateOwner(template: Entity): string | undefined {
  const owner = template.spec?.['owner'];
  return typeof owner === 'string' && owner !== '' ? owner : undefined;
}

export function templateTitle(template: Entity): string {
  return template.metadata.title ?? template.metadata.name;
}

export interface TemplateFilters {
  text: string;
  categories: string[];
  tags: string[];
  owners: string[];
}

export const emptyTemplateFilters: TemplateFilters = {
  text: '',
  categories: [],
  tags: [],
  owners: [],
};

/** Case-insensitive search over title, name, description and tags; lists match any of theirs. */
export function filterTemplates(templates: readonly Entity[], filters: TemplateFilters): Entity[] {
  const text = filters.text.trim().toLowerCase();
  return templates.filter(template => {
    if (filters.categories.length > 0) {
      const type = templateType(template);
      if (!type || !filters.categories.includes(type)) return false;
    }
    if (filters.owners.length > 0) {
      const owner = templateOwner(template);
      if (!owner || !filters.owners.includes(owner)) return false;
    }
    const tags = templateTags(template);
    if (filters.tags.length > 0 && !filters.tags.some(tag => tags.includes(tag))) return false;
    if (!text) return true;
    const haystack = [
      templateTitle(template),
      template.metadata.name,
      template.metadata.description ?? '',
      ...tags,
    ]
      .join(' ')
      .toLowerCase();
    return haystack.includes(text);
  });
}

/** The values a filter can offer, sorted, each once. */
export function filterChoices(templates: readonly Entity[]) {
  const sorted = (values: Iterable<string>) => [...new Set(values)].sort();
  return {
    categories: sorted(templates.flatMap(template => templateType(template) ?? [])),
    tags: sorted(templates.flatMap(templateTags)),
    owners: sorted(templates.flatMap(template => templateOwner(template) ?? [])),
  };
}
