import { alpha, type Theme } from '@mui/material/styles';
import type { CSSObject } from '@mui/material/styles';

/**
 * Classes for elements a page shows by the dozen (links, tags, row actions). Styled once for the
 * whole app by `AtriumGlobalStyles` instead of a styled component per element: on a page of rows,
 * per-element style work costs more than the rows themselves.
 */
export const GLOBAL_CLASSES = {
  link: 'atrium-link',
  tags: 'atrium-tags',
  tag: 'atrium-tag',
  iconActions: 'atrium-icon-actions',
  iconAction: 'atrium-icon-action',
  /** A box for a `tooltipLeft` bubble to sit beside. */
  tooltipAnchor: 'atrium-tooltip-anchor',
  /** A tooltip bubble shown to the left of its anchor. */
  tooltipLeft: 'atrium-tooltip-left',
} as const;

/** Spec 001 §9: tooltip delay. */
export const TOOLTIP_DELAY_MS = 500;

/** MUI's tooltip look: a small dark bubble of caption text. */
function tooltipBubble(theme: Theme): CSSObject {
  return {
    position: 'absolute',
    padding: '4px 8px',
    borderRadius: theme.shape.borderRadius,
    backgroundColor: alpha(theme.palette.grey[700], 0.92),
    color: theme.palette.common.white,
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(11),
    lineHeight: 1.4,
    whiteSpace: 'nowrap',
    pointerEvents: 'none',
    zIndex: theme.zIndex.tooltip,
  };
}

export function globalClassStyles(theme: Theme): Record<string, CSSObject> {
  const { link, tags, tag, iconActions, iconAction, tooltipAnchor, tooltipLeft } = GLOBAL_CLASSES;
  const action = `.${iconActions} > .${iconAction}`;
  return {
    [`.${tooltipAnchor}`]: { position: 'relative', display: 'inline-flex' },
    [`.${tooltipLeft}`]: {
      ...tooltipBubble(theme),
      right: 'calc(100% + 4px)',
      top: '50%',
      transform: 'translateY(-50%)',
    },
    // MUI's Link (underline "always"), as plain anchors.
    [`.${link}`]: {
      color: theme.palette.primary.main,
      textDecoration: 'underline',
      textDecorationColor: alpha(theme.palette.primary.main, 0.4),
      '&:hover': { textDecorationColor: 'inherit' },
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
    },
    // MUI's small filled Chip, as a list.
    [`.${tags}`]: {
      display: 'flex',
      flexWrap: 'wrap',
      gap: theme.spacing(0.5),
      margin: 0,
      padding: 0,
      listStyle: 'none',
    },
    [`.${tag}`]: {
      display: 'inline-flex',
      alignItems: 'center',
      height: 24,
      padding: '0 8px',
      borderRadius: 12,
      backgroundColor: theme.palette.action.selected,
      color: theme.palette.text.primary,
      fontSize: theme.typography.pxToRem(13),
      whiteSpace: 'nowrap',
    },
    // MUI's small IconButton, with a CSS tooltip under it after the delay (hover or keyboard focus).
    [`.${iconActions}`]: { display: 'inline-flex', alignItems: 'center' },
    [action]: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      padding: 5,
      border: 0,
      borderRadius: '50%',
      background: 'none',
      color: theme.palette.action.active,
      cursor: 'pointer',
      font: 'inherit',
      textDecoration: 'none',
      '&:hover': { backgroundColor: theme.palette.action.hover },
      '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
      '&:disabled': { color: theme.palette.action.disabled, cursor: 'default' },
      '&[data-tone="warning"]': { color: theme.palette.warning.main },
      '& > svg': { width: 20, height: 20, fill: 'currentColor' },
      '&::after': {
        ...tooltipBubble(theme),
        content: 'attr(data-tooltip)',
        top: 'calc(100% + 4px)',
        left: '50%',
        transform: 'translateX(-50%)',
        opacity: 0,
        visibility: 'hidden',
        transition: 'opacity 150ms, visibility 150ms',
      },
      '&:disabled::after': { display: 'none' },
      '&:hover::after, &:focus-visible::after': {
        opacity: 1,
        visibility: 'visible',
        transitionDelay: `${TOOLTIP_DELAY_MS}ms`,
      },
    },
  };
}
