import type { MouseEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { GLOBAL_CLASSES } from '../../styles/globalClasses';

/**
 * Small icon buttons and links for dense rows (a catalog page shows dozens): plain elements with
 * the app's global classes and a CSS tooltip, where MUI's IconButton and Tooltip would cost more
 * to render than the row's content.
 */
export function IconActions({ children }: { children: ReactNode }) {
  return <span className={GLOBAL_CLASSES.iconActions}>{children}</span>;
}

interface IconActionBaseProps {
  /** The accessible name and the tooltip. */
  label: string;
  /** An SVG path in a 24×24 box (Material icons' geometry). */
  iconPath: string;
  tone?: 'warning';
}

export type IconActionProps = IconActionBaseProps &
  (
    | { onClick(event: MouseEvent): void; pressed?: boolean; to?: never; href?: never }
    | { to: string; onClick?: never; pressed?: never; href?: never }
    | { href: string; onClick?: never; pressed?: never; to?: never }
    | { disabled: true; onClick?: never; pressed?: never; to?: never; href?: never }
  );

/** A button (`onClick`), an app link (`to`), a link elsewhere (`href`, new tab) or a disabled one. */
export function IconAction(props: IconActionProps) {
  const common = {
    className: GLOBAL_CLASSES.iconAction,
    'aria-label': props.label,
    'data-tooltip': props.label,
    'data-tone': props.tone,
  };
  const icon = (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={props.iconPath} />
    </svg>
  );
  if (props.to !== undefined) {
    return (
      <RouterLink {...common} to={props.to}>
        {icon}
      </RouterLink>
    );
  }
  if (props.href !== undefined) {
    return (
      <a {...common} href={props.href} target="_blank" rel="noopener noreferrer">
        {icon}
      </a>
    );
  }
  if (props.onClick) {
    return (
      <button {...common} type="button" aria-pressed={props.pressed} onClick={props.onClick}>
        {icon}
      </button>
    );
  }
  return (
    <button {...common} type="button" disabled>
      {icon}
    </button>
  );
}
