import { alpha, darken, lighten, type Theme } from '@mui/material/styles';
import { ACTIONS_CELL_CLASS } from './TableRowView';

/**
 * The look of body rows, written once for the whole table (MUI's table cell, reproduced): rows
 * are plain elements so that a page of them renders without a styled component per cell.
 */
export function tableBodyStyles(theme: Theme) {
  const border = `1px solid ${
    theme.palette.mode === 'light'
      ? lighten(alpha(theme.palette.divider, 1), 0.88)
      : darken(alpha(theme.palette.divider, 1), 0.68)
  }`;
  return {
    '& > tbody > tr': { color: 'inherit', verticalAlign: 'middle', outline: 0 },
    '& > tbody > tr[data-clickable]': { cursor: 'pointer' },
    '& > tbody > tr[data-clickable]:hover, & > tbody > tr[data-clickable]:focus-visible': {
      backgroundColor: theme.palette.action.hover,
    },
    '& > tbody > tr > td': {
      ...theme.typography.body2,
      display: 'table-cell',
      verticalAlign: 'inherit',
      textAlign: 'left',
      padding: 16,
      borderBottom: border,
      color: theme.palette.text.primary,
    },
    [`& > tbody > tr > td.${ACTIONS_CELL_CLASS}`]: { padding: 0, textAlign: 'right' },
  } as const;
}
