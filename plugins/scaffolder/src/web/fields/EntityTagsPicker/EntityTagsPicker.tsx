import { useApiClient } from '@atrium/web-core';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { FieldProps } from '@rjsf/utils';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { existingTagsQueryOptions } from '../../api/templatesQueries';
import type { FieldExtension } from '../fieldExtensions';
import { changeValue, inputProps, stringListOption, stringOption, uiOptionsOf } from '../uiOptions';
import { addTag, SCAFFOLDER_TAG_MESSAGE, validateTags } from './tagRules';

/**
 * Tags for the new entity: typed or picked from the catalog's existing tags (`ui:options.kinds`
 * narrows those). A typed tag is trimmed and lower-cased, a duplicate is not added, and an
 * invalid one stays in the input with the field marked as error (spec 001 §5).
 */
export function EntityTagsPicker(props: FieldProps) {
  const api = useApiClient();
  const options = uiOptionsOf(props);
  const kinds = stringListOption(options, 'kinds');
  const existing = useQuery(existingTagsQueryOptions(api, kinds));
  const tags = Array.isArray(props.formData)
    ? props.formData.filter((tag): tag is string => typeof tag === 'string')
    : [];
  const [input, setInput] = useState('');
  const [invalid, setInvalid] = useState(false);

  const onChange = (next: string[]) => {
    if (next.length < tags.length) {
      setInvalid(false);
      changeValue(props, next);
      return;
    }
    const typed = next[next.length - 1] ?? '';
    const result = addTag(tags, typed);
    setInvalid(result.kind === 'invalid');
    if (result.kind !== 'invalid') setInput('');
    if (result.kind === 'added') changeValue(props, result.tags);
  };

  return (
    <Autocomplete
      multiple
      freeSolo
      options={existing.data ?? []}
      value={tags}
      inputValue={input}
      disabled={props.disabled || props.readonly}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input') {
          setInput(text);
          setInvalid(false);
        }
      }}
      onChange={(_event, next) => onChange(next)}
      renderInput={params => (
        <TextField
          {...params}
          {...inputProps(props, {
            error: invalid,
            helperText: invalid ? SCAFFOLDER_TAG_MESSAGE : stringOption(options, 'helperText'),
            fallbackHelperText: "Add any relevant tags, hit 'Enter' to add new tags.",
          })}
        />
      )}
    />
  );
}

export const entityTagsPickerExtension: FieldExtension = {
  name: 'EntityTagsPicker',
  component: EntityTagsPicker,
  validation: (value, validation) => validateTags(value, validation.addError),
};
