// The scaffolder's face for other web plugins: the field extensions a template's form is built
// with, so a plugin can add its own. The app takes the plugin itself from
// `@atrium/plugin-scaffolder/web`.
export {
  createFieldExtensionRegistry,
  type FieldExtension,
  type FieldExtensionRegistry,
  type FieldExtensionValidation,
  type FieldValidationContext,
} from '../web/fields/fieldExtensions';
export { builtinFieldExtensions } from '../web/fields/builtinFieldExtensions';
export type { WizardFormContext } from '../web/fields/formContext';
export type { TemplateGroup } from '../web/pages/CreatePage/templateGroups';
