import Button from '@mui/material/Button';
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { useStoredValue } from './useStoredValue';

export const EXPAND_NAVIGATION_STORAGE_KEY = 'techdocs.addons.expandableNavigation.expandAll';

function isBoolean(value: unknown): value is boolean {
  return typeof value === 'boolean';
}

/**
 * Whether every section of the navigation is open, remembered in this browser; undefined until
 * the user chose, when only the active page's sections are open.
 */
export function useExpandAll(): [boolean | undefined, (expand: boolean) => void] {
  return useStoredValue<boolean | undefined>(
    EXPAND_NAVIGATION_STORAGE_KEY,
    undefined,
    (value): value is boolean | undefined => isBoolean(value),
  );
}

export interface ExpandableNavigationProps {
  expanded: boolean;
  onChange(expand: boolean): void;
}

/** The expandable navigation add-on: one button opening or closing all nested sections. */
export function ExpandableNavigation({ expanded, onChange }: ExpandableNavigationProps) {
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={expanded ? <UnfoldLessIcon /> : <UnfoldMoreIcon />}
      aria-pressed={expanded}
      onClick={() => onChange(!expanded)}
      sx={{ mb: 1 }}
    >
      {expanded ? 'Collapse all' : 'Expand all'}
    </Button>
  );
}
