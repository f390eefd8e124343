import { DEFAULT_NAMESPACE, parseEntityRef } from '@atrium/model';
import type { SerializedTask } from '../../../shared/contract';

/** The template's title, else its name, else its ref: what 'Run of {template}' names. */
export function templateTitle(task: SerializedTask): string {
  const info = task.spec.templateInfo;
  const metadata = info?.entity?.metadata;
  const title = metadata?.title ?? metadata?.name;
  if (typeof title === 'string' && title) return title;
  const ref = info?.entityRef ? parseTemplateRef(info.entityRef) : undefined;
  return ref?.name ?? info?.entityRef ?? 'template';
}

function parseTemplateRef(entityRef: string): { namespace: string; name: string } | undefined {
  try {
    return parseEntityRef(entityRef, {
      defaultKind: 'template',
      defaultNamespace: DEFAULT_NAMESPACE,
    });
  } catch {
    return undefined;
  }
}

/**
 * The wizard of the task's template, with the values the task ran with as `formData` in the query,
 * as Backstage's Start Over passes them; the wizard starts from them. Undefined without a template
 * ref. Secrets are never part of the task's parameters, so they are asked again.
 */
export function startOverPath(task: SerializedTask): string | undefined {
  const entityRef = task.spec.templateInfo?.entityRef;
  if (!entityRef) return undefined;
  let ref: { namespace: string; name: string };
  try {
    ref = parseEntityRef(entityRef, {
      defaultKind: 'template',
      defaultNamespace: DEFAULT_NAMESPACE,
    });
  } catch {
    return undefined;
  }
  const params = new URLSearchParams({ formData: JSON.stringify(task.spec.parameters ?? {}) });
  return `/create/templates/${encodeURIComponent(ref.namespace)}/${encodeURIComponent(ref.name)}?${params}`;
}
