import TextField from '@mui/material/TextField';
import type { FieldProps } from '@rjsf/utils';
import type { FieldExtension } from '../fieldExtensions';
import { changeValue, inputProps } from '../uiOptions';

/**
 * A value the template reads as `secrets.<name>`: typed into a password input, sent in the
 * request's `secrets` and shown masked in the review (the wizard does the splitting).
 */
export function SecretField(props: FieldProps) {
  const value = typeof props.formData === 'string' ? props.formData : '';
  return (
    <TextField
      {...inputProps(props)}
      type="password"
      autoComplete="off"
      fullWidth
      value={value}
      disabled={props.disabled || props.readonly}
      onChange={event => changeValue(props, event.target.value || undefined)}
    />
  );
}

export const secretFieldExtension: FieldExtension = { name: 'Secret', component: SecretField };
