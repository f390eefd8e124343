/** The scaffolder's extension point: what another plugin needs to add template actions. */
export * from './createTemplateAction';
