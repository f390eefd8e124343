export { scaffolderWebPlugin } from './plugin';
export {
  createFieldExtensionRegistry,
  type FieldExtension,
  type FieldExtensionRegistry,
  type FieldExtensionValidation,
  type FieldValidationContext,
} from './fields/fieldExtensions';
export { builtinFieldExtensions } from './fields/builtinFieldExtensions';
export type { WizardFormContext } from './fields/formContext';
export type { TemplateGroup } from './pages/CreatePage/templateGroups';
