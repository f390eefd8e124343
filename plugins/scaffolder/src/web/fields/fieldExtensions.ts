import type { Field, FieldProps } from '@rjsf/utils';
import type { ScmIntegration } from '../api/templatesApi';

/** What a field extension's validation sees besides its own value. */
export interface FieldValidationContext {
  /** The whole form's data, every step included. */
  formData: Record<string, unknown>;
  schema: Record<string, unknown>;
  uiSchema: Record<string, unknown>;
  /** The configured source-control hosts, once loaded: they decide a repository's parts. */
  integrations: readonly ScmIntegration[];
}

/** Adds messages for a value the JSON schema alone cannot judge (an entity ref, a repo URL). */
export type FieldExtensionValidation = (
  value: unknown,
  validation: { addError: (message: string) => void },
  context: FieldValidationContext,
) => void;

/**
 * A custom field templates name with `ui:field` (Backstage's field extensions): the component
 * the form renders and, optionally, a check run on Next.
 */
export interface FieldExtension {
  name: string;
  component: Field | ((props: FieldProps) => React.ReactElement | null);
  validation?: FieldExtensionValidation;
}

export interface FieldExtensionRegistry {
  list: readonly FieldExtension[];
  get(name: string): FieldExtension | undefined;
  /** The `fields` map rjsf's Form takes. */
  fields: Record<string, Field>;
}

/** A later extension of the same name replaces an earlier one, so apps can override built-ins. */
export function createFieldExtensionRegistry(
  extensions: readonly FieldExtension[],
): FieldExtensionRegistry {
  const byName = new Map<string, FieldExtension>();
  for (const extension of extensions) byName.set(extension.name, extension);
  const list = [...byName.values()];
  return {
    list,
    get: name => byName.get(name),
    fields: Object.fromEntries(
      list.map(extension => [extension.name, extension.component as Field]),
    ),
  };
}
