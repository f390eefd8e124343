import { stringifyEntityRef } from '@atrium/model';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { FieldProps } from '@rjsf/utils';
import { useState } from 'react';
import {
  entityOptionLabel,
  readEntityPickerOptions,
  refFromInput,
  shortRef,
  entityRefValidation,
} from '../EntityPicker/entityPickerOptions';
import { useEntityCandidates } from '../EntityPicker/useEntityCandidates';
import type { FieldExtension } from '../fieldExtensions';
import { changeValue, inputProps, uiOptionsOf } from '../uiOptions';

/** Picks several catalog entities; the value is a list of refs, at most the schema's maxItems. */
export function MultiEntityPicker(props: FieldProps) {
  const options = readEntityPickerOptions(uiOptionsOf(props));
  const value = Array.isArray(props.formData)
    ? props.formData.filter((item): item is string => typeof item === 'string')
    : [];
  const [input, setInput] = useState('');
  const candidates = useEntityCandidates(options, input);
  const entities = candidates.data ?? [];
  const byRef = new Map(entities.map(entity => [stringifyEntityRef(entity), entity]));
  const maxItems = typeof props.schema.maxItems === 'number' ? props.schema.maxItems : undefined;
  const full = maxItems !== undefined && value.length >= maxItems;

  return (
    <Autocomplete
      multiple
      freeSolo={options.allowArbitraryValues}
      options={[...byRef.keys()]}
      value={value}
      disabled={props.disabled || props.readonly}
      loading={candidates.isFetching}
      // Spec 001 §5: at maxItems the remaining options are disabled.
      getOptionDisabled={option => full && !value.includes(option)}
      getOptionLabel={ref => {
        const entity = byRef.get(ref);
        return entity ? entityOptionLabel(entity, options) : shortRef(ref, options);
      }}
      filterOptions={list => list}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setInput(text);
      }}
      onChange={(_event, next) => {
        const refs = [...new Set(next.map(item => refFromInput(item, options)).filter(Boolean))];
        changeValue(props, maxItems !== undefined ? refs.slice(0, maxItems) : refs);
      }}
      renderInput={params => <TextField {...params} {...inputProps(props)} />}
    />
  );
}

export const multiEntityPickerExtension: FieldExtension = {
  name: 'MultiEntityPicker',
  component: MultiEntityPicker,
  validation: entityRefValidation(),
};
