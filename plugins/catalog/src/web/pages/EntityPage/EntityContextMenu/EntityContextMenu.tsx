import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Snackbar from '@mui/material/Snackbar';
import SvgIcon from '@mui/material/SvgIcon';
import { useId, useState } from 'react';

/**
 * An entry before the built-in ones, as data (STYLE.md: menus are registries, not switches): the
 * plugins' entries (`entityContextMenuItems`) for the entity shown.
 */
export interface ContextMenuEntry {
  title: string;
  onClick: () => void;
  disabled?: boolean;
}

/**
 * How 'Unregister entity' is offered (spec 001 §6): `'disable'` (the default) or `true` shows it,
 * disabled for those without the permission; `'hidden'` leaves it out for them; `false` never
 * offers it.
 */
export type UnregisterEntityOption = 'hidden' | 'disable' | boolean;

export interface EntityContextMenuProps {
  /** Spec 001 §6: unregistering needs the catalog entity delete permission on the entity. */
  allowed: boolean;
  unregisterEntity?: UnregisterEntityOption;
  onUnregister: () => void;
  onInspect: () => void;
  extraItems?: ContextMenuEntry[];
}

/** The entity page's 'More' menu (spec 001 §2 "Entity context menu"). */
export function EntityContextMenu({
  allowed,
  unregisterEntity = 'disable',
  onUnregister,
  onInspect,
  extraItems = [],
}: EntityContextMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | undefined>(undefined);
  const [notice, setNotice] = useState<string | undefined>(undefined);
  const menuId = useId();
  const showUnregister = unregisterEntity === 'hidden' ? allowed : unregisterEntity !== false;

  function choose(action: () => void) {
    setAnchor(undefined);
    action();
  }

  async function copyUrl() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setNotice('Copied to clipboard');
    } catch (error) {
      // Spec 001 §8: a copy failure is reported, not swallowed.
      setNotice(`Could not copy the entity URL: ${error instanceof Error ? error.message : error}`);
    }
  }

  return (
    <>
      <IconButton
        aria-label="More"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={event => setAnchor(event.currentTarget)}
        sx={{ color: 'inherit' }}
      >
        <SvgIcon aria-hidden>
          <circle cx="12" cy="5" r="2" />
          <circle cx="12" cy="12" r="2" />
          <circle cx="12" cy="19" r="2" />
        </SvgIcon>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== undefined}
        onClose={() => setAnchor(undefined)}
      >
        {extraItems.map(item => (
          <MenuItem key={item.title} disabled={item.disabled} onClick={() => choose(item.onClick)}>
            {item.title}
          </MenuItem>
        ))}
        {showUnregister && (
          <MenuItem disabled={!allowed} onClick={() => choose(onUnregister)}>
            Unregister entity
          </MenuItem>
        )}
        <MenuItem onClick={() => choose(onInspect)}>Inspect entity</MenuItem>
        <MenuItem onClick={() => choose(() => void copyUrl())}>Copy entity URL</MenuItem>
      </Menu>
      <Snackbar
        open={notice !== undefined}
        message={notice}
        autoHideDuration={3000}
        onClose={() => setNotice(undefined)}
      />
    </>
  );
}
