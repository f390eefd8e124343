import { getCompoundEntityRef, type Entity } from '@atrium/model';
import { entitiesQueryOptions, humanizeEntityRef } from '@atrium/plugin-catalog/react';
import { useApiClient } from '@atrium/web-core';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

/** Owners are Users and Groups; a bare name in an entity's `spec.owner` means a Group. */
const OWNER_FILTER = { kind: ['user', 'group'] };
const OWNER_SEARCH_FIELDS = ['metadata.name', 'metadata.title', 'spec.profile.displayName'];
const OWNER_PAGE_SIZE = 20;
const SEARCH_DEBOUNCE_MS = 250;

export interface OwnerFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  error?: string;
  helperText: string;
}

/**
 * The owner of a proposed entity: typed freely, with Users and Groups of the catalog offered as
 * the person types, written the way `spec.owner` reads them (`team-a`, `user:jdoe`).
 */
export function OwnerField({ label, value, onChange, error, helperText }: OwnerFieldProps) {
  const api = useApiClient();
  const [open, setOpen] = useState(false);
  const term = useDebouncedValue(value, SEARCH_DEBOUNCE_MS);
  const candidates = useQuery({
    ...entitiesQueryOptions(api, {
      filter: OWNER_FILTER,
      fullTextTerm: term,
      fullTextFields: OWNER_SEARCH_FIELDS,
      limit: OWNER_PAGE_SIZE,
      fields: ['kind', 'metadata'],
    }),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const options = (candidates.data?.items ?? []).map(ownerValue);

  return (
    <Autocomplete
      freeSolo
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      filterOptions={all => all}
      loading={candidates.isFetching}
      inputValue={value}
      onInputChange={(_, next) => onChange(next)}
      value={value}
      onChange={(_, next) => onChange(next ?? '')}
      renderInput={params => (
        <TextField
          {...params}
          label={label}
          required
          error={error !== undefined}
          helperText={error ?? helperText}
        />
      )}
    />
  );
}

function ownerValue(entity: Entity): string {
  return humanizeEntityRef(getCompoundEntityRef(entity), { defaultKind: 'group' });
}

function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
