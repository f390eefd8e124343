import { isValidObjectName, OBJECT_NAME_MESSAGE } from '@atrium/model';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { EntityChoices } from '../api/catalogFile';
import { OwnerField } from './OwnerField';

export interface EntityChoicesFieldsProps {
  /** The group's legend, e.g. `Component`. */
  legend: string;
  value: EntityChoices;
  onChange(change: Partial<EntityChoices>): void;
  /** Problems of empty fields show only once the person tried to submit. */
  attempted: boolean;
}

/** Name and owner of one proposed entity. */
export function EntityChoicesFields({
  legend,
  value,
  onChange,
  attempted,
}: EntityChoicesFieldsProps) {
  const problems = choicesProblems(value);
  const nameProblem = shown(problems.name, attempted, value.name);
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 2 }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {legend}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
        <TextField
          label="Name"
          value={value.name}
          onChange={event => onChange({ name: event.target.value })}
          required
          error={nameProblem !== undefined}
          helperText={nameProblem ?? 'The entity\u2019s name in the catalog'}
        />
        <OwnerField
          label="Owner"
          value={value.owner}
          onChange={owner => onChange({ owner })}
          error={shown(problems.owner, attempted, value.owner)}
          helperText="The group or user that owns it"
        />
      </Box>
    </Box>
  );
}

export interface ChoicesProblems {
  name?: string;
  owner?: string;
}

export function choicesProblems(choices: EntityChoices): ChoicesProblems {
  return {
    name: isValidObjectName(choices.name) ? undefined : OBJECT_NAME_MESSAGE,
    owner: choices.owner.trim() ? undefined : 'An owner is required',
  };
}

/** A problem is shown once the person typed something or tried to submit. */
function shown(problem: string | undefined, attempted: boolean, value: string) {
  return problem && (attempted || value !== '') ? problem : undefined;
}
