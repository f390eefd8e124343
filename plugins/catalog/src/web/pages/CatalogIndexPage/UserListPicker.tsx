import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { UserListOption } from './catalogSearchParams';

/** Undefined while the count is loading. */
export type UserListCounts = Record<UserListOption, number | undefined>;

export interface UserListPickerProps {
  /** The option in effect, after the fallback of spec 001 §4. */
  value: UserListOption;
  counts: UserListCounts;
  organizationName: string;
  onChange(option: UserListOption): void;
}

const GROUPS: Array<{ title?: string; options: Array<{ id: UserListOption; label: string }> }> = [
  {
    title: 'Personal',
    options: [
      { id: 'owned', label: 'Owned' },
      { id: 'starred', label: 'Starred' },
    ],
  },
  { options: [{ id: 'all', label: 'All' }] },
];

/**
 * Spec 001 §4 "User list picker": Personal (Owned, Starred) and organisation-wide (All), each with
 * its count; an option other than All with nothing in it cannot be chosen.
 */
export function UserListPicker({ value, counts, organizationName, onChange }: UserListPickerProps) {
  return (
    <>
      {GROUPS.map(group => {
        const title = group.title ?? organizationName;
        return (
          <List
            key={title}
            dense
            aria-label={title}
            subheader={<ListSubheader>{title}</ListSubheader>}
          >
            {group.options.map(option => {
              const count = counts[option.id];
              return (
                <ListItemButton
                  key={option.id}
                  selected={value === option.id}
                  aria-pressed={value === option.id}
                  disabled={option.id !== 'all' && count === 0}
                  onClick={() => onChange(option.id)}
                >
                  <ListItemText primary={option.label} />
                  <span>{count ?? '-'}</span>
                </ListItemButton>
              );
            })}
          </List>
        );
      })}
    </>
  );
}
