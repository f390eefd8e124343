import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';

export interface MultiSelectFilterProps {
  label: string;
  options: string[];
  value: string[];
  onChange(value: string[]): void;
}

/** A catalog filter of several values, any of which an entity may have (spec 001 §2). */
export function MultiSelectFilter({ label, options, value, onChange }: MultiSelectFilterProps) {
  // Values from the URL stay visible even when the current facets no longer hold them.
  const allOptions = [...options, ...value.filter(v => !options.includes(v))];
  return (
    <Autocomplete
      multiple
      size="small"
      disableCloseOnSelect
      options={allOptions}
      value={value}
      onChange={(_, next) => onChange(next)}
      renderInput={params => <TextField {...params} label={label} />}
    />
  );
}
