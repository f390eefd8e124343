import type { FieldProps } from '@rjsf/utils';

/** The field's `ui:options`, as an untyped record to read with the helpers below. */
export function uiOptionsOf(props: Pick<FieldProps, 'uiSchema'>): Record<string, unknown> {
  const options = props.uiSchema?.['ui:options'];
  return typeof options === 'object' && options !== null
    ? (options as Record<string, unknown>)
    : {};
}

export function stringOption(options: Record<string, unknown>, key: string): string | undefined {
  const value = options[key];
  return typeof value === 'string' ? value : undefined;
}

export function stringListOption(options: Record<string, unknown>, key: string): string[] {
  const value = options[key];
  return Array.isArray(value)
    ? value.filter((item): item is string => typeof item === 'string')
    : [];
}

/** The label a custom field shows: `ui:title`, then the schema's title, then the property name. */
export function fieldLabel(props: Pick<FieldProps, 'uiSchema' | 'schema' | 'name'>): string {
  const uiTitle = props.uiSchema?.['ui:title'];
  if (typeof uiTitle === 'string') return uiTitle;
  return typeof props.schema.title === 'string' ? props.schema.title : props.name;
}

/**
 * The text under a custom field: the schema's description. rjsf's field template shows neither
 * label nor description for a `ui:field`, but does show `ui:help` and the errors itself.
 */
export function fieldDescription(props: Pick<FieldProps, 'schema'>): string | undefined {
  return typeof props.schema.description === 'string' ? props.schema.description : undefined;
}

export function hasErrors(props: Pick<FieldProps, 'rawErrors'>): boolean {
  return (props.rawErrors?.length ?? 0) > 0;
}

/** Rjsf v6 wants the field's own path with each change. */
export function changeValue(props: Pick<FieldProps, 'onChange' | 'fieldPathId'>, value: unknown) {
  props.onChange(value, props.fieldPathId.path);
}

/**
 * What every custom field's input shares: the id rjsf gave it, its label, required mark,
 * autofocus, error state and description (or a fallback text, or a message that replaces it).
 */
export function inputProps(
  props: Pick<
    FieldProps,
    'fieldPathId' | 'uiSchema' | 'schema' | 'name' | 'required' | 'autofocus' | 'rawErrors'
  >,
  overrides: { error?: boolean; helperText?: string; fallbackHelperText?: string } = {},
) {
  return {
    id: props.fieldPathId.$id,
    label: fieldLabel(props),
    required: props.required,
    autoFocus: props.autofocus,
    error: Boolean(overrides.error) || hasErrors(props),
    helperText: overrides.helperText ?? fieldDescription(props) ?? overrides.fallbackHelperText,
  };
}
