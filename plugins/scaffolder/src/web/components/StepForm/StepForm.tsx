import Form from '@rjsf/mui';
import type { CustomValidator, ErrorSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useMemo, type ReactNode } from 'react';
import type { FieldExtensionRegistry } from '../../fields/fieldExtensions';
import type { WizardFormContext } from '../../fields/formContext';
import type { FormStep } from '../../pages/TemplateWizardPage/extractUiSchema';

type FormData = Record<string, unknown>;

export interface StepFormProps {
  step: FormStep;
  registry: FieldExtensionRegistry;
  /** The data of every step: a field extension may read other steps' values. */
  formData: FormData;
  /** The values of `ui:field: Secret` fields, kept apart from the form data sent as values. */
  secrets: Record<string, string>;
  /** Where fields add secrets of their own (a user's token); ignored when absent. */
  onSecret?(key: string, value: string | undefined): void;
  customValidate?: CustomValidator;
  extraErrors?: ErrorSchema;
  onChange(formData: FormData): void;
  onSubmit(formData: FormData): void;
  onError?(): void;
  /** Rendered inside the form, below its fields: the buttons that submit it. */
  children?: ReactNode;
}

/**
 * One step of a template's form as rjsf renders it, with the portal's field extensions and
 * checks. The wizard and the editor's preview both render steps through here, so an author sees
 * what a user will. Give it a `key` per step: rjsf keeps internal state for the schema it got.
 */
export function StepForm({
  step,
  registry,
  formData,
  secrets,
  onSecret,
  customValidate,
  extraErrors,
  onChange,
  onSubmit,
  // The errors show beside their fields; rjsf would also log them to the console.
  onError = () => undefined,
  children,
}: StepFormProps) {
  const formContext: WizardFormContext = useMemo(
    () => ({ formData, secrets, setSecret: onSecret ?? (() => undefined) }),
    [formData, secrets, onSecret],
  );
  return (
    <Form
      schema={step.schema}
      uiSchema={{ ...step.uiSchema, 'ui:submitButtonOptions': { norender: true } }}
      formData={formData}
      formContext={formContext}
      fields={registry.fields}
      validator={validator}
      customValidate={customValidate}
      extraErrors={extraErrors}
      noHtml5Validate
      showErrorList={false}
      onError={onError}
      onChange={event => onChange(event.formData as FormData)}
      onSubmit={event => onSubmit(event.formData as FormData)}
    >
      {children}
    </Form>
  );
}
