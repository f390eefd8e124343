import { stringifyEntityRef, type Entity } from '@atrium/model';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { FieldProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import type { FieldExtension } from '../fieldExtensions';
import { changeValue, inputProps, uiOptionsOf } from '../uiOptions';
import {
  entityOptionLabel,
  readEntityPickerOptions,
  refFromInput,
  shortRef,
  entityRefValidation,
  type EntityPickerDefaults,
} from './entityPickerOptions';
import { useEntityCandidates } from './useEntityCandidates';

export interface EntityPickerProps extends FieldProps {
  /** What the picker uses when the template's `ui:options` do not say (the OwnerPicker's kinds). */
  defaults?: EntityPickerDefaults;
}

/** Picks one catalog entity; its value is the entity's ref (spec 001 §5 "Entity pickers"). */
export function EntityPicker(props: EntityPickerProps) {
  const options = readEntityPickerOptions(uiOptionsOf(props), props.defaults);
  const value = typeof props.formData === 'string' ? props.formData : '';
  const [input, setInput] = useState('');
  const candidates = useEntityCandidates(options, input);
  const entities = candidates.data ?? [];
  const refs = entities.map(entity => stringifyEntityRef(entity));
  const byRef = new Map(entities.map(entity => [stringifyEntityRef(entity), entity]));

  // Spec 001 §5: a required picker without free text and with one choice takes it and is locked.
  const single =
    props.required && !options.allowArbitraryValues && !input && refs.length === 1
      ? refs[0]
      : undefined;
  useEffect(() => {
    if (single && value !== single) changeValue(props, single);
  }, [single, value, props]);

  const label = (ref: string) => {
    const entity: Entity | undefined = byRef.get(ref);
    return entity ? entityOptionLabel(entity, options) : shortRef(ref, options);
  };

  // With free text, leaving the field sends the input's text as the value (MUI's autoSelect): after
  // a choice that text is the option's label, which stands for its entity, not for a typed ref.
  const chosenRef = (text: string) =>
    refs.find(ref => ref === text || label(ref) === text) ??
    (value && label(value) === text ? value : refFromInput(text, options));

  return (
    <Autocomplete
      freeSolo={options.allowArbitraryValues}
      autoSelect={options.allowArbitraryValues}
      options={refs}
      value={value || null}
      disabled={props.disabled || props.readonly || single !== undefined}
      loading={candidates.isFetching}
      getOptionLabel={label}
      filterOptions={list => list}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') setInput(text);
      }}
      onChange={(_event, next) => changeValue(props, next ? chosenRef(next) : undefined)}
      renderInput={params => <TextField {...params} {...inputProps(props)} />}
    />
  );
}

export const entityPickerExtension: FieldExtension = {
  name: 'EntityPicker',
  component: EntityPicker,
  validation: entityRefValidation(),
};
