import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useEffectEvent, useState } from 'react';

/** Spec 001 §9: search bar debounce. */
export const SEARCH_DEBOUNCE_MS = 200;

export interface CatalogFiltersProps {
  /** Kinds as the catalog spells them ('Component'). */
  kinds: string[];
  /** Lower-case, as in the URL. */
  kind: string;
  types: string[];
  /** Empty means all types. */
  type: string;
  text: string;
  onKindChange(kind: string): void;
  onTypeChange(type: string): void;
  onTextChange(text: string): void;
}

/** The Kind, Type and search widgets of spec 001 §2 "Catalog filter widgets". */
export function CatalogFilters(props: CatalogFiltersProps) {
  const { kinds, kind, types, type, onKindChange, onTypeChange } = props;
  // The chosen kind stays selectable even before the facets arrive or when it has no entities.
  const kindOptions = kinds.some(k => k.toLowerCase() === kind) ? kinds : [...kinds, kind];
  const kindValue = kindOptions.find(k => k.toLowerCase() === kind) ?? kind;
  const typeOptions = type && !types.includes(type) ? [...types, type] : types;

  return (
    <Stack spacing={2}>
      <TextField
        select
        label="Kind"
        size="small"
        value={kindValue}
        onChange={event => onKindChange(event.target.value)}
      >
        {kindOptions.map(option => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Type"
        size="small"
        value={type}
        onChange={event => onTypeChange(event.target.value)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">All</MenuItem>
        {typeOptions.map(option => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
      <SearchField value={props.text} onChange={props.onTextChange} />
    </Stack>
  );
}

function SearchField({ value, onChange }: { value: string; onChange(text: string): void }) {
  const [text, setText] = useState(value);
  // The parent's callback changes on every render; it must not restart the debounce.
  const commit = useEffectEvent((next: string) => onChange(next));

  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => commit(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <TextField
      type="search"
      label="Search"
      size="small"
      value={text}
      onChange={event => setText(event.target.value)}
    />
  );
}
