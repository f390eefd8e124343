import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';

const KINDS = ['Component', 'API', 'System', 'Domain', 'Resource', 'Group', 'User', 'Template'];
const LIFECYCLES = ['experimental', 'production', 'deprecated'];

export interface SearchFiltersProps {
  filters: Readonly<Record<string, string | readonly string[]>>;
  onChange: (field: string, values: readonly string[]) => void;
  /** Owners to offer, e.g. those of the results shown; any other can be typed. */
  owners: readonly string[];
}

/** The filters of Backstage's search page: kind (checkboxes), lifecycle (select), owner (autocomplete). */
export function SearchFilters({ filters, onChange, owners }: SearchFiltersProps) {
  const valuesOf = (field: string): readonly string[] => {
    const value = filters[field];
    return typeof value === 'string' ? [value] : (value ?? []);
  };
  const kinds = valuesOf('kind');
  const owner = valuesOf('owner')[0] ?? null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <FormControl component="fieldset">
        <FormLabel component="legend">Kind</FormLabel>
        <FormGroup>
          {KINDS.map(kind => (
            <FormControlLabel
              key={kind}
              label={kind}
              control={
                <Checkbox
                  size="small"
                  checked={kinds.some(value => value.toLowerCase() === kind.toLowerCase())}
                  onChange={event =>
                    onChange(
                      'kind',
                      event.target.checked
                        ? [...kinds, kind]
                        : kinds.filter(value => value.toLowerCase() !== kind.toLowerCase()),
                    )
                  }
                />
              }
            />
          ))}
        </FormGroup>
      </FormControl>
      <TextField
        select
        label="Lifecycle"
        value={valuesOf('lifecycle')[0] ?? ''}
        onChange={event => onChange('lifecycle', event.target.value ? [event.target.value] : [])}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      >
        <option value="">All</option>
        {LIFECYCLES.map(lifecycle => (
          <option key={lifecycle} value={lifecycle}>
            {lifecycle}
          </option>
        ))}
      </TextField>
      <Autocomplete
        freeSolo
        options={owners.includes(owner ?? '') || !owner ? [...owners] : [owner, ...owners]}
        value={owner}
        onChange={(_event, value) => onChange('owner', value ? [value] : [])}
        renderInput={params => <TextField {...params} label="Owner" />}
      />
    </Box>
  );
}
