import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { TableFilterKind } from './types';

/** Spec 001 §9: the table filter panel is 315 px wide. */
export const FILTER_PANEL_WIDTH = 315;

export interface TableFilterControl {
  columnId: string;
  title: string;
  kind: TableFilterKind;
  options: string[];
  /** A string for 'select', a list for 'multiselect'; undefined when not filtering. */
  value: string | string[] | undefined;
}

export interface TableFilterPanelProps {
  id: string;
  controls: TableFilterControl[];
  onChange(columnId: string, value: string | string[] | undefined): void;
  onClearAll(): void;
}

export function TableFilterPanel({ id, controls, onChange, onClearAll }: TableFilterPanelProps) {
  const headingId = useId();
  return (
    <Box
      id={id}
      role="region"
      aria-labelledby={headingId}
      sx={{ width: FILTER_PANEL_WIDTH, maxWidth: '100%', px: 2, py: 1 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={headingId} variant="subtitle1" component="h3">
          Filters
        </Typography>
        <Button size="small" onClick={onClearAll}>
          Clear all
        </Button>
      </Box>
      {controls.map(control => (
        <FilterSelect key={control.columnId} control={control} onChange={onChange} />
      ))}
    </Box>
  );
}

interface FilterSelectProps {
  control: TableFilterControl;
  onChange(columnId: string, value: string | string[] | undefined): void;
}

function FilterSelect({ control, onChange }: FilterSelectProps) {
  const labelId = useId();
  const multiple = control.kind === 'multiselect';
  const value = multiple
    ? Array.isArray(control.value)
      ? control.value
      : []
    : typeof control.value === 'string'
      ? control.value
      : '';

  return (
    <FormControl fullWidth size="small" margin="dense">
      <InputLabel id={labelId}>{control.title}</InputLabel>
      <Select<string | string[]>
        labelId={labelId}
        label={control.title}
        multiple={multiple}
        value={value}
        renderValue={selected => (Array.isArray(selected) ? selected.join(', ') : selected)}
        onChange={event => {
          const next = event.target.value;
          // MUI hands autofilled multiselect values over as a comma-separated string.
          const normalized = multiple && typeof next === 'string' ? next.split(',') : next;
          const empty = normalized === '' || (Array.isArray(normalized) && normalized.length === 0);
          onChange(control.columnId, empty ? undefined : normalized);
        }}
      >
        {!multiple && (
          <MenuItem value="">
            <em>All</em>
          </MenuItem>
        )}
        {control.options.map(option => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
