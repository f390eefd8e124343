import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export interface PaginationBarProps {
  pageSize: number;
  pageSizeOptions: number[];
  onPageSizeChange?(size: number): void;
  /** Where the reader is: '1–5 of 12', or '42 items' when the server pages by cursor. */
  position?: string;
  onPrevious?(): void;
  onNext?(): void;
}

/**
 * Rows per page, position and previous/next, for client-side paging and server-side cursors
 * alike. (MUI's TablePagination formats numbers with Intl at import time, which costs every page
 * that shows a table tens of milliseconds before its first render.)
 */
export function PaginationBar({
  pageSize,
  pageSizeOptions,
  onPageSizeChange,
  position,
  onPrevious,
  onNext,
}: PaginationBarProps) {
  const labelId = useId();
  const sizes = pageSizeOptions.includes(pageSize)
    ? pageSizeOptions
    : [...pageSizeOptions, pageSize].sort((a, b) => a - b);

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 2, px: 2 }}>
      {onPageSizeChange && (
        <>
          <Typography id={labelId} variant="body2">
            Rows per page:
          </Typography>
          <Select
            variant="standard"
            size="small"
            value={pageSize}
            onChange={event => onPageSizeChange(Number(event.target.value))}
            labelId={labelId}
          >
            {sizes.map(size => (
              <MenuItem key={size} value={size}>
                {size}
              </MenuItem>
            ))}
          </Select>
        </>
      )}
      {position !== undefined && <Typography variant="body2">{position}</Typography>}
      <IconButton aria-label="Previous page" disabled={!onPrevious} onClick={() => onPrevious?.()}>
        ‹
      </IconButton>
      <IconButton aria-label="Next page" disabled={!onNext} onClick={() => onNext?.()}>
        ›
      </IconButton>
    </Box>
  );
}
