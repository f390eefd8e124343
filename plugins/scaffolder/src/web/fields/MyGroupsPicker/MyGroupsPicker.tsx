import { stringifyEntityRef, type Entity } from '@atrium/model';
import { useApiClient, useSession } from '@atrium/web-core';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { FieldProps } from '@rjsf/utils';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { userGroupsQueryOptions } from '../../api/templatesQueries';
import { validateEntityRef } from '../EntityPicker/entityPickerOptions';
import type { FieldExtension } from '../fieldExtensions';
import { changeValue, inputProps } from '../uiOptions';

function groupLabel(group: Entity): string {
  const displayName = (group.spec?.['profile'] as { displayName?: unknown } | undefined)
    ?.displayName;
  if (typeof displayName === 'string' && displayName !== '') return displayName;
  return group.metadata.title ?? group.metadata.name;
}

/** Spec 001 §8 "Group picker without user". */
export const NO_USER_ENTITY_REF_MESSAGE = 'No user entity ref found';

/** The groups the signed-in user is a member of; the value is the chosen group's ref. */
export function MyGroupsPicker(props: FieldProps) {
  const api = useApiClient();
  const userEntityRef = useSession()?.identity.userEntityRef;
  const groups = useQuery({
    ...userGroupsQueryOptions(api, userEntityRef ?? ''),
    enabled: Boolean(userEntityRef),
  });
  const list = groups.data ?? [];
  const refs = list.map(group => stringifyEntityRef(group));
  const labels = new Map(list.map(group => [stringifyEntityRef(group), groupLabel(group)]));
  const value = typeof props.formData === 'string' ? props.formData : '';

  // Spec 001 §5: exactly one group and a required field: it is chosen for the user.
  const only = props.required && refs.length === 1 ? refs[0] : undefined;
  useEffect(() => {
    if (only && value !== only) changeValue(props, only);
  }, [only, value, props]);

  if (!userEntityRef) return <Alert severity="error">{NO_USER_ENTITY_REF_MESSAGE}</Alert>;
  return (
    <Autocomplete
      options={refs}
      value={value || null}
      loading={groups.isPending}
      disabled={props.disabled || props.readonly}
      getOptionLabel={ref => labels.get(ref) ?? ref}
      onChange={(_event, next) => changeValue(props, next ?? undefined)}
      renderInput={params => (
        <TextField
          {...params}
          {...inputProps(props, {
            error: groups.isError,
            helperText: groups.isError ? groups.error.message : undefined,
          })}
        />
      )}
    />
  );
}

export const myGroupsPickerExtension: FieldExtension = {
  name: 'MyGroupsPicker',
  component: MyGroupsPicker,
  validation: (value, validation) => validateEntityRef(value, validation.addError),
};
