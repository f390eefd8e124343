import type { FieldProps } from '@rjsf/utils';

/** What the wizard passes every field as rjsf's `formContext`. */
export interface WizardFormContext {
  /** The whole form's data, every step included. */
  formData: Record<string, unknown>;
  /** The values of the form's secret fields, by property name. */
  secrets: Record<string, string>;
  /** Adds a secret the task receives without a field of the form (a user's token for a host). */
  setSecret(key: string, value: string | undefined): void;
}

// One function, so effects depending on it do not run again on every render.
const ignoreSecret = () => undefined;

export function wizardContextOf(props: Pick<FieldProps, 'registry'>): WizardFormContext {
  const context = props.registry.formContext as Partial<WizardFormContext> | undefined;
  return {
    formData: context?.formData ?? {},
    secrets: context?.secrets ?? {},
    setSecret: context?.setSecret ?? ignoreSecret,
  };
}
