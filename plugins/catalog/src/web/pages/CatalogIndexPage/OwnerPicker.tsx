import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { getCompoundEntityRef, stringifyEntityRef, type Entity } from '@atrium/model';
import { useApiClient } from '@atrium/web-core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState, type UIEvent } from 'react';
import { humanizeEntityRef, tryParseEntityRef } from '../../entityRoute';
import { ownerCandidatesQueryOptions } from '../../queries';

/** Spec 001 §9: owner and user picker page size and debounce. */
export const OWNER_PICKER_PAGE_SIZE = 20;
export const OWNER_PICKER_DEBOUNCE_MS = 250;

/** Rows left below the visible ones when the next page is fetched. */
const LOAD_MORE_THRESHOLD_PX = 36 * 3;

export interface OwnerPickerProps {
  /** Full refs of the chosen Users and Groups. */
  value: string[];
  onChange(refs: string[]): void;
}

/**
 * Spec 001 §2 "Owner": an autocomplete over Users and Groups that the server searches and pages;
 * the next page loads when the list is scrolled near its end.
 */
export function OwnerPicker({ value, onChange }: OwnerPickerProps) {
  const api = useApiClient();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const text = useDebouncedValue(input, OWNER_PICKER_DEBOUNCE_MS);
  const candidates = useInfiniteQuery({
    ...ownerCandidatesQueryOptions(api, text, OWNER_PICKER_PAGE_SIZE),
    enabled: open,
  });

  const entities = candidates.data?.pages.flatMap(page => page.items) ?? [];
  const labels = new Map(entities.map(entity => [entityRef(entity), ownerLabel(entity)]));
  const options = [...new Set([...labels.keys(), ...value])];

  function loadMoreNearEnd(event: UIEvent<HTMLElement>) {
    const list = event.currentTarget;
    const nearEnd =
      list.scrollTop + list.clientHeight >= list.scrollHeight - LOAD_MORE_THRESHOLD_PX;
    if (nearEnd && candidates.hasNextPage && !candidates.isFetchingNextPage) {
      void candidates.fetchNextPage();
    }
  }

  return (
    <Autocomplete
      multiple
      size="small"
      disableCloseOnSelect
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      // The server searches; filtering its answer again would hide matches on other fields.
      filterOptions={all => all}
      getOptionKey={ref => ref}
      getOptionLabel={ref => labels.get(ref) ?? humanizeOwnerRef(ref)}
      loading={candidates.isFetching}
      slotProps={{ listbox: { onScroll: loadMoreNearEnd } }}
      renderInput={params => <TextField {...params} label="Owner" />}
    />
  );
}

function entityRef(entity: Entity): string {
  return stringifyEntityRef(getCompoundEntityRef(entity)).toLowerCase();
}

function ownerLabel(entity: Entity): string {
  const profile = entity.spec?.profile as { displayName?: unknown } | undefined;
  const displayName = typeof profile?.displayName === 'string' ? profile.displayName : undefined;
  return displayName ?? entity.metadata.title ?? humanizeOwnerRef(entityRef(entity));
}

function humanizeOwnerRef(ref: string): string {
  const parsed = tryParseEntityRef(ref, 'group');
  return parsed ? humanizeEntityRef(parsed, { defaultKind: 'group' }) : ref;
}

function useDebouncedValue(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
