import type { FieldProps } from '@rjsf/utils';

/** What the wizard passes every field as rjsf's `formContext`. */
export interface WizardFormContext {
  /** The whole form's data, every step included. */
  formData: Record<string, unknown>;
  /** The values of the form's secret fields, by property name. */
  secrets: Record<string, string>;
}

export function wizardContextOf(props: Pick<FieldProps, 'registry'>): WizardFormContext {
  const context = props.registry.formContext as Partial<WizardFormContext> | undefined;
  return { formData: context?.formData ?? {}, secrets: context?.secrets ?? {} };
}
