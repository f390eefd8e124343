import Stack from '@mui/material/Stack';
import {
  MultiSelectFilter,
  OwnerPicker,
  UserListPicker,
  type UserListCounts,
  type UserListOption,
} from '@atrium/plugin-catalog/react';
import type { DocsIndexView } from './docsIndexSearchParams';

export interface DocsIndexFiltersProps {
  view: DocsIndexView;
  /** The user list option in effect, after the catalog's fallback to All. */
  user: UserListOption;
  userCounts: UserListCounts;
  organizationName: string;
  tagOptions: string[];
  onChange(change: Partial<DocsIndexView>): void;
}

/** Spec 000 §2 "Tech docs index page": the catalog's user list, owner and tag widgets. */
export function DocsIndexFilters({
  view,
  user,
  userCounts,
  organizationName,
  tagOptions,
  onChange,
}: DocsIndexFiltersProps) {
  return (
    <Stack spacing={2}>
      <UserListPicker
        value={user}
        counts={userCounts}
        organizationName={organizationName}
        onChange={option => onChange({ user: option })}
      />
      <OwnerPicker value={view.owners} onChange={owners => onChange({ owners })} />
      <MultiSelectFilter
        label="Tags"
        options={tagOptions}
        value={view.tags}
        onChange={tags => onChange({ tags })}
      />
    </Stack>
  );
}
