import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface TableToolbarProps {
  titleId: string;
  title?: ReactNode;
  subtitle?: ReactNode;
  /** Omitted when the table has no search field. */
  search?: { value: string; onChange(value: string): void };
  /** Omitted when the table has no filterable column. */
  filters?: { open: boolean; panelId: string; activeCount: number; onToggle(): void };
}

export function TableToolbar({ titleId, title, subtitle, search, filters }: TableToolbarProps) {
  if (!title && !subtitle && !search && !filters) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, px: 2, py: 1, flexWrap: 'wrap' }}>
      {filters && (
        <Button
          onClick={filters.onToggle}
          aria-expanded={filters.open}
          aria-controls={filters.open ? filters.panelId : undefined}
        >
          {filters.activeCount > 0 ? `Filters (${filters.activeCount})` : 'Filters'}
        </Button>
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {title && (
          <Typography id={titleId} variant="h6" component="h2">
            {title}
          </Typography>
        )}
        {subtitle && (
          <Typography variant="body2" color="text.secondary">
            {subtitle}
          </Typography>
        )}
      </Box>
      {search && (
        <TextField
          type="search"
          size="small"
          placeholder="Search"
          value={search.value}
          onChange={event => search.onChange(event.target.value)}
          slotProps={{ htmlInput: { 'aria-label': 'Search' } }}
        />
      )}
    </Box>
  );
}
