import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import type { TemplateFilters } from './templateGroups';

export interface TemplateFiltersBarProps {
  filters: TemplateFilters;
  choices: { categories: string[]; tags: string[]; owners: string[] };
  onChange: (filters: TemplateFilters) => void;
}

interface ListFilterProps {
  label: string;
  options: string[];
  value: string[];
  onChange: (value: string[]) => void;
}

function ListFilter({ label, options, value, onChange }: ListFilterProps) {
  return (
    <Autocomplete
      multiple
      size="small"
      options={options}
      value={value}
      onChange={(_event, next) => onChange(next)}
      renderInput={params => <TextField {...params} label={label} />}
      sx={{ minWidth: 200, flex: '1 1 200px' }}
    />
  );
}

/** Search and the category (spec.type), tag and owner filters of the create page. */
export function TemplateFiltersBar({ filters, choices, onChange }: TemplateFiltersBarProps) {
  return (
    <Box
      role="search"
      aria-label="Filter templates"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 3 }}
    >
      <TextField
        size="small"
        type="search"
        label="Search"
        value={filters.text}
        onChange={event => onChange({ ...filters, text: event.target.value })}
        sx={{ minWidth: 220, flex: '2 1 220px' }}
      />
      <ListFilter
        label="Categories"
        options={choices.categories}
        value={filters.categories}
        onChange={categories => onChange({ ...filters, categories })}
      />
      <ListFilter
        label="Tags"
        options={choices.tags}
        value={filters.tags}
        onChange={tags => onChange({ ...filters, tags })}
      />
      <ListFilter
        label="Owner"
        options={choices.owners}
        value={filters.owners}
        onChange={owners => onChange({ ...filters, owners })}
      />
    </Box>
  );
}
