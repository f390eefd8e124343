import { useApiClient } from '@atrium/web-core';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { FieldProps } from '@rjsf/utils';
import { useQuery } from '@tanstack/react-query';
import { autocomplete } from '../../api/templatesApi';
import { integrationsQueryOptions, scaffolderQueryKey } from '../../api/templatesQueries';
import type { FieldExtension } from '../fieldExtensions';
import { wizardContextOf } from '../formContext';
import { changeValue, inputProps, stringOption, uiOptionsOf } from '../uiOptions';
import { useDebouncedValue } from '../useDebouncedValue';
import { BRANCH_LOOKUP_DEBOUNCE_MS, branchLookupFor } from './branchLookup';

function secretsKeyOf(options: Record<string, unknown>): string | undefined {
  const credentials = options['requestUserCredentials'];
  if (typeof credentials !== 'object' || credentials === null) return undefined;
  const key = (credentials as { secretsKey?: unknown }).secretsKey;
  return typeof key === 'string' ? key : undefined;
}

/**
 * A branch name, typed freely. For GitHub and Bitbucket Cloud repositories the branches are
 * suggested through `POST /v2/autocomplete/{provider}/branches` with the user's token from the
 * form's secrets (`ui:options.requestUserCredentials.secretsKey`); the repository is read from
 * the form's `repoUrl` (or the property `ui:options.repoUrlField` names).
 */
export function RepoBranchPicker(props: FieldProps) {
  const api = useApiClient();
  const options = uiOptionsOf(props);
  const context = wizardContextOf(props);
  const integrations = useQuery(integrationsQueryOptions(api));
  const repoUrl = context.formData[stringOption(options, 'repoUrlField') ?? 'repoUrl'];
  const secretsKey = secretsKeyOf(options);
  const token = secretsKey ? context.secrets[secretsKey] : undefined;
  const lookup = useDebouncedValue(
    token ? branchLookupFor(repoUrl, integrations.data ?? []) : undefined,
    BRANCH_LOOKUP_DEBOUNCE_MS,
  );
  const branches = useQuery({
    queryKey: [...scaffolderQueryKey, 'branches', lookup],
    queryFn: async () => {
      try {
        const results = await autocomplete(api, lookup!.provider, 'branches', {
          token: token ?? '',
          context: lookup!.context,
        });
        return results.map(result => result.title ?? result.id);
      } catch {
        // Spec 001 §8: autocomplete failures give an empty list.
        return [];
      }
    },
    enabled: lookup !== undefined && Boolean(token),
  });
  const value = typeof props.formData === 'string' ? props.formData : '';

  return (
    <Autocomplete
      freeSolo
      options={branches.data ?? []}
      inputValue={value}
      disabled={props.disabled || props.readonly}
      onInputChange={(_event, text) => changeValue(props, text || undefined)}
      renderInput={params => (
        <TextField
          {...params}
          {...inputProps(props, { fallbackHelperText: 'The branch of the repository' })}
        />
      )}
    />
  );
}

export const repoBranchPickerExtension: FieldExtension = {
  name: 'RepoBranchPicker',
  component: RepoBranchPicker,
};
