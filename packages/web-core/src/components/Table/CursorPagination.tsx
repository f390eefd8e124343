import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { TableCursorPagination } from './types';

export interface CursorPaginationProps {
  pagination: TableCursorPagination;
  pageSizeOptions: number[];
}

/** Server-side paging: the caller owns the cursor, so only next/previous make sense here. */
export function CursorPagination({ pagination, pageSizeOptions }: CursorPaginationProps) {
  const labelId = useId();
  const { onNext, onPrevious, onPageSizeChange, totalItems, pageSize } = pagination;
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
      {totalItems !== undefined && (
        <Typography variant="body2">{`${totalItems} ${totalItems === 1 ? 'item' : 'items'}`}</Typography>
      )}
      <IconButton aria-label="Previous page" disabled={!onPrevious} onClick={() => onPrevious?.()}>
        ‹
      </IconButton>
      <IconButton aria-label="Next page" disabled={!onNext} onClick={() => onNext?.()}>
        ›
      </IconButton>
    </Box>
  );
}
