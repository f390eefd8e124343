import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

export interface RepoPartInputProps {
  id: string;
  label: string;
  value: string;
  /** When given, the part is chosen from this list (spec 001 §5 allowed lists). */
  allowed: readonly string[];
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
  onChange: (value: string) => void;
}

/** One part of a repository location: free text, or a select over the allowed values. */
export function RepoPartInput({
  id,
  label,
  value,
  allowed,
  required,
  disabled,
  helperText,
  onChange,
}: RepoPartInputProps) {
  if (allowed.length > 0) {
    return (
      <TextField
        select
        id={id}
        label={label}
        value={allowed.includes(value) ? value : ''}
        required={required}
        // A single allowed value is the only choice: shown, not offered (spec 001 §5).
        disabled={disabled || allowed.length === 1}
        helperText={helperText}
        onChange={event => onChange(event.target.value)}
        fullWidth
      >
        {allowed.map(option => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  return (
    <TextField
      id={id}
      label={label}
      value={value}
      required={required}
      disabled={disabled}
      helperText={helperText}
      onChange={event => onChange(event.target.value)}
      fullWidth
    />
  );
}
