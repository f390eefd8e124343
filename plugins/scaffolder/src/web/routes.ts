/**
 * Paths of the scaffolder's pages (spec 001 §2 "Scaffolder routes", mounted under `/create`) and
 * of the import page it links to; entity pages' paths come from the catalog's face.
 */
export const SCAFFOLDER_ROOT_PATH = '/create';

/** The external route `registerComponent`: the catalog import page by default (spec 001 §2). */
export const REGISTER_COMPONENT_PATH = '/catalog-import';

function segment(value: string): string {
  return encodeURIComponent(value);
}

export function templateWizardPath(namespace: string, templateName: string): string {
  return `${SCAFFOLDER_ROOT_PATH}/templates/${segment(namespace)}/${segment(templateName)}`;
}

export function taskPath(taskId: string): string {
  return `${SCAFFOLDER_ROOT_PATH}/tasks/${segment(taskId)}`;
}

export const scaffolderPaths = {
  tasks: `${SCAFFOLDER_ROOT_PATH}/tasks`,
  actions: `${SCAFFOLDER_ROOT_PATH}/actions`,
  edit: `${SCAFFOLDER_ROOT_PATH}/edit`,
  editor: `${SCAFFOLDER_ROOT_PATH}/template`,
  customFields: `${SCAFFOLDER_ROOT_PATH}/custom-fields`,
  templateForm: `${SCAFFOLDER_ROOT_PATH}/template-form`,
} as const;
