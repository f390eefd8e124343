import TextField from '@mui/material/TextField';
import { useEffect, useEffectEvent, useState } from 'react';

/** Typing waits this long after the last key before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** The search box: shows each key at once, reports the text once typing pauses. */
export function SearchField({ value, onChange }: SearchFieldProps) {
  const [text, setText] = useState(value);
  // An effect event: a parent's inline callback must not restart the wait on every render.
  const report = useEffectEvent(onChange);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => report(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <TextField
      type="search"
      size="small"
      label="Search"
      value={text}
      onChange={event => setText(event.target.value)}
      sx={{ minWidth: 240, flexGrow: 1 }}
    />
  );
}
