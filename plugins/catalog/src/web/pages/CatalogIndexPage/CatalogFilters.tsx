import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useEffectEvent, useState } from 'react';
import { ownerFilterApplies, type CatalogView, type UserListOption } from './catalogSearchParams';
import { MultiSelectFilter } from './MultiSelectFilter';
import { OwnerPicker } from './OwnerPicker';
import { UserListPicker, type UserListCounts } from './UserListPicker';

/** Spec 001 §9: search bar debounce. */
export const SEARCH_DEBOUNCE_MS = 200;

/** Spec 001 §2: the only processing status the server can filter on; errors are not queryable. */
export const IS_ORPHAN = 'Is Orphan';
export const HAS_ERROR = 'Has Error';

export interface CatalogFacetValues {
  /** Kinds as the catalog spells them ('Component'). */
  kinds: string[];
  types: string[];
  lifecycles: string[];
  namespaces: string[];
  tags: string[];
}

export interface CatalogFiltersProps {
  view: CatalogView;
  facets: CatalogFacetValues;
  /** The user list option in effect, after the fallback of spec 001 §4. */
  user: UserListOption;
  userCounts: UserListCounts;
  organizationName: string;
  onChange(change: Partial<CatalogView>, options?: { replace?: boolean }): void;
}

/** The widgets of spec 001 §2 "Catalog filter widgets". */
export function CatalogFilters({
  view,
  facets,
  user,
  userCounts,
  organizationName,
  onChange,
}: CatalogFiltersProps) {
  const { kind, type } = view;
  // The chosen kind stays selectable even before the facets arrive or when it has no entities.
  const kindOptions = facets.kinds.some(k => k.toLowerCase() === kind)
    ? facets.kinds
    : [...facets.kinds, kind];
  const kindValue = kindOptions.find(k => k.toLowerCase() === kind) ?? kind;
  const typeOptions = type && !facets.types.includes(type) ? [...facets.types, type] : facets.types;

  return (
    <Stack spacing={2}>
      <UserListPicker
        value={user}
        counts={userCounts}
        organizationName={organizationName}
        onChange={option => onChange({ user: option })}
      />
      <TextField
        select
        label="Kind"
        size="small"
        value={kindValue}
        // Facet values of one kind mean nothing for another.
        onChange={event =>
          onChange({ kind: event.target.value.toLowerCase(), type: '', lifecycles: [], tags: [] })
        }
      >
        {kindOptions.map(option => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Type"
        size="small"
        value={type}
        onChange={event => onChange({ type: event.target.value })}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">All</MenuItem>
        {typeOptions.map(option => (
          <MenuItem key={option} value={option}>
            {option}
          </MenuItem>
        ))}
      </TextField>
      {ownerFilterApplies(kind) && (
        <OwnerPicker value={view.owners} onChange={owners => onChange({ owners })} />
      )}
      <MultiSelectFilter
        label="Lifecycle"
        options={facets.lifecycles}
        value={view.lifecycles}
        onChange={lifecycles => onChange({ lifecycles })}
      />
      <MultiSelectFilter
        label="Tags"
        options={facets.tags}
        value={view.tags}
        onChange={tags => onChange({ tags })}
      />
      <MultiSelectFilter
        label="Namespace"
        options={facets.namespaces}
        value={view.namespaces}
        onChange={namespaces => onChange({ namespaces })}
      />
      <MultiSelectFilter
        label="Processing Status"
        options={[IS_ORPHAN, HAS_ERROR]}
        value={[...(view.orphan ? [IS_ORPHAN] : []), ...(view.error ? [HAS_ERROR] : [])]}
        onChange={status =>
          onChange({ orphan: status.includes(IS_ORPHAN), error: status.includes(HAS_ERROR) })
        }
      />
      <SearchField value={view.text} onChange={text => onChange({ text }, { replace: true })} />
    </Stack>
  );
}

function SearchField({ value, onChange }: { value: string; onChange(text: string): void }) {
  const [text, setText] = useState(value);
  // The parent's callback changes on every render; it must not restart the debounce.
  const commit = useEffectEvent((next: string) => onChange(next));

  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => commit(text), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <TextField
      type="search"
      label="Search"
      size="small"
      value={text}
      onChange={event => setText(event.target.value)}
    />
  );
}
