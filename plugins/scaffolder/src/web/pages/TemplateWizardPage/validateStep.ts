import type { CustomValidator, FormValidation } from '@rjsf/utils';
import type { ScmIntegration } from '../../api/templatesApi';
import type { FieldExtensionRegistry } from '../../fields/fieldExtensions';
import type { FormStep } from './extractUiSchema';
import { formFields, getAtPath } from './formFields';

interface Node {
  addError(message: string): void;
  [key: string]: unknown;
}

// rjsf builds error handlers only where the data has values; an empty field needs its own.
function nodeAt(errors: FormValidation, path: readonly string[]): Node {
  let node = errors as unknown as Node;
  for (const key of path) {
    if (typeof node[key] !== 'object' || node[key] === null) {
      const child = {
        __errors: [] as string[],
        addError(message: string) {
          this.__errors.push(message);
        },
      };
      node[key] = child;
    }
    node = node[key] as Node;
  }
  return node;
}

/**
 * The step's `customValidate`: each field naming a field extension with a validation gets it run
 * on its value, with the whole form's data for context.
 */
export function createStepValidator(
  step: FormStep,
  registry: FieldExtensionRegistry,
  context: { formData: Record<string, unknown>; integrations: () => readonly ScmIntegration[] },
): CustomValidator {
  return (formData, errors) => {
    for (const field of formFields(step)) {
      const name = field.uiSchema['ui:field'];
      const extension = typeof name === 'string' ? registry.get(name) : undefined;
      if (!extension?.validation) continue;
      const value = getAtPath(formData, field.path);
      const node = nodeAt(errors, field.path);
      extension.validation(
        value,
        { addError: message => node.addError(message) },
        {
          formData: { ...context.formData, ...(formData as Record<string, unknown>) },
          schema: field.schema,
          uiSchema: field.uiSchema,
          integrations: context.integrations(),
        },
      );
    }
    return errors;
  };
}
