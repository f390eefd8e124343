import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { useStoredValue } from './useStoredValue';

/** Spec 001 §10: the text sizes offered, in percent, and the default. */
export const TEXT_SIZES = [90, 100, 115, 130, 150] as const;
export const DEFAULT_TEXT_SIZE = 100;
export const TEXT_SIZE_STORAGE_KEY = 'techdocs.addons.textSize';

function isTextSize(value: unknown): value is number {
  return TEXT_SIZES.includes(value as (typeof TEXT_SIZES)[number]);
}

/** The article's text size, remembered across pages and visits. */
export function useTextSize(): [number, (size: number) => void] {
  return useStoredValue(TEXT_SIZE_STORAGE_KEY, DEFAULT_TEXT_SIZE, isTextSize);
}

export interface TextSizeProps {
  value: number;
  onChange(size: number): void;
}

/** The text size add-on: smaller and larger steps through the offered sizes. */
export function TextSize({ value, onChange }: TextSizeProps) {
  const index = TEXT_SIZES.indexOf(value as (typeof TEXT_SIZES)[number]);
  const step = (delta: number) => {
    const next = TEXT_SIZES[index + delta];
    if (next !== undefined) onChange(next);
  };
  return (
    <Box
      role="group"
      aria-label="Text size"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
    >
      <IconButton
        size="small"
        aria-label="Smaller text"
        disabled={index <= 0}
        onClick={() => step(-1)}
      >
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Typography variant="body2" aria-live="polite" sx={{ minWidth: '3em', textAlign: 'center' }}>
        {value}%
      </Typography>
      <IconButton
        size="small"
        aria-label="Larger text"
        disabled={index >= TEXT_SIZES.length - 1}
        onClick={() => step(1)}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
