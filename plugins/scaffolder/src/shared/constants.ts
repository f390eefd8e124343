import type { Permission } from '@atrium/model';

export const SCAFFOLDER_PLUGIN_ID = 'scaffolder';

/** The apiVersion of the templates the scaffolder runs. */
export const TEMPLATE_API_VERSION = 'scaffolder.backstage.io/v1beta3';

function basic(name: string, action: 'read' | 'create' | 'update'): Permission {
  return { type: 'basic', name, attributes: { action } };
}

/** Spec 001 §6: who may start, follow and cancel tasks. Templates are read as catalog entities. */
export const scaffolderPermissions = {
  taskCreate: basic('scaffolder.task.create', 'create'),
  taskRead: basic('scaffolder.task.read', 'read'),
  taskCancel: basic('scaffolder.task.cancel', 'update'),
} satisfies Record<string, Permission>;
