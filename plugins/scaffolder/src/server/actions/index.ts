/** The scaffolder's extension points: what another plugin needs to add actions and expressions. */
export * from './createTemplateAction';
export * from '../templating/templatingExtensions';
