import TextField from '@mui/material/TextField';
import { useEffect, useEffectEvent, useState } from 'react';

/** Typing waits this long after the last key before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface SearchFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * The search box: shows each key at once, reports the text once typing pauses. The value can also
 * change under it (Back, Forward, a link); the box then shows the new value.
 */
export function SearchField({ value, onChange }: SearchFieldProps) {
  const [text, setText] = useState(value);
  const [previousValue, setPreviousValue] = useState(value);
  // What the box last reported: when it comes back as the value, keys typed since are kept.
  const [reported, setReported] = useState<string>();
  if (value !== previousValue) {
    setPreviousValue(value);
    setReported(undefined);
    if (value !== reported) setText(value);
  }
  // An effect event: a parent's inline callback must not restart the wait on every render.
  const report = useEffectEvent((next: string) => {
    setReported(next);
    onChange(next);
  });
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
