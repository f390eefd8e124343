import SearchIcon from '@mui/icons-material/SearchOutlined';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../searchConstants';

export interface SearchBarProps {
  /** The term searched for now; the box follows it when it changes elsewhere (back, a link). */
  value: string;
  /** Called once typing pauses for `debounceMs`, or at once on Enter. */
  onChange: (term: string) => void;
  debounceMs?: number;
  label?: string;
  autoFocus?: boolean;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  inputProps?: Record<string, string | number | boolean | undefined>;
}

/** The search box: what is typed is sent when typing pauses, not on every key. */
export function SearchBar({
  value,
  onChange,
  debounceMs = SEARCH_DEBOUNCE_MS,
  label = 'Search',
  autoFocus,
  onKeyDown,
  inputProps,
}: SearchBarProps) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The term changed elsewhere: show it (state adjusted while rendering, not in an effect).
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (term: string) => {
    clearTimeout(timer.current);
    if (term !== value) onChange(term);
  };
  return (
    <TextField
      fullWidth
      type="search"
      label={label}
      value={text}
      autoFocus={autoFocus}
      onChange={event => {
        const next = event.target.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => commit(next), debounceMs);
      }}
      onKeyDown={event => {
        onKeyDown?.(event as KeyboardEvent<HTMLInputElement>);
        if (event.key === 'Enter' && !event.defaultPrevented) commit(text);
      }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
        htmlInput: inputProps,
      }}
    />
  );
}
