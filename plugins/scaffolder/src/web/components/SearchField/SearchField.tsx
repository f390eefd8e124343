import TextField from '@mui/material/TextField';

export interface SearchFieldProps {
  value: string;
  onChange(value: string): void;
  label?: string;
}

export function SearchField({ value, onChange, label = 'Search' }: SearchFieldProps) {
  return (
    <TextField
      type="search"
      size="small"
      label={label}
      value={value}
      onChange={event => onChange(event.target.value)}
      sx={{ mb: 2, minWidth: 280 }}
    />
  );
}

/** Whether any of `texts` contains the trimmed `term`, ignoring case; an empty term matches. */
export function matchesSearch(term: string, ...texts: Array<string | undefined>): boolean {
  const needle = term.trim().toLowerCase();
  return !needle || texts.some(text => text?.toLowerCase().includes(needle));
}
