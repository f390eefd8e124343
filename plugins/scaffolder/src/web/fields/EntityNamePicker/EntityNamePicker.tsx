import { isValidObjectName, OBJECT_NAME_MESSAGE } from '@atrium/model';
import TextField from '@mui/material/TextField';
import type { FieldProps } from '@rjsf/utils';
import type { FieldExtension } from '../fieldExtensions';
import { changeValue, inputProps } from '../uiOptions';

/** A new entity's name; checked with the catalog's object-name rule (spec 001 §5). */
export function EntityNamePicker(props: FieldProps) {
  const value = typeof props.formData === 'string' ? props.formData : '';
  return (
    <TextField
      {...inputProps(props, { fallbackHelperText: 'Unique name of the component' })}
      fullWidth
      value={value}
      disabled={props.disabled || props.readonly}
      onChange={event => changeValue(props, event.target.value || undefined)}
      onBlur={() => props.onBlur(props.fieldPathId.$id, value)}
    />
  );
}

export function validateEntityName(value: unknown, addError: (message: string) => void): void {
  if (value === undefined || value === '') return;
  if (!isValidObjectName(value)) addError(OBJECT_NAME_MESSAGE);
}

export const entityNamePickerExtension: FieldExtension = {
  name: 'EntityNamePicker',
  component: EntityNamePicker,
  validation: (value, validation) => validateEntityName(value, validation.addError),
};
