import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { NavSubItem } from '@atrium/web-core';
import { useEffect, useId, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { DefaultNavIcon } from './navIcons';
import { SidebarItemContent, sidebarItemSx } from './SidebarItem';
import { SubmenuLinks } from './SubmenuLinks';
import { sidebarOpenDelayMs, submenuWidth } from './sidebarLayout';

/** Lets the pointer cross from the entry to the panel (or slip off for a moment) without closing. */
export const SUBMENU_LEAVE_GRACE_MS = 150;

export interface SidebarSubmenuProps {
  title: string;
  icon?: ComponentType;
  items: NavSubItem[];
  /** Whether the sidebar shows titles (open or pinned). */
  open: boolean;
  /** Where the submenu starts: the sidebar's right edge. */
  left: number;
}

/**
 * A sidebar entry with a dropdown submenu (spec 001 §2): a button that shows its links in a panel
 * beside the sidebar, after the open delay on hover, or at once on click, Enter, Space or
 * ArrowRight. It closes shortly after the pointer leaves both, on Escape (focus back on the button) and
 * once a link is chosen. The entry is marked current when one of its links is.
 */
export function SidebarSubmenu({
  title,
  icon: Icon = DefaultNavIcon,
  items,
  open,
  left,
}: SidebarSubmenuProps) {
  const panelId = useId();
  const { pathname } = useLocation();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [expanded, setExpanded] = useState(false);
  const [top, setTop] = useState(0);
  const current = items.some(item => pathname === item.to || pathname.startsWith(`${item.to}/`));

  useEffect(() => () => clearTimeout(timer.current), []);

  function show() {
    clearTimeout(timer.current);
    setTop(button.current?.getBoundingClientRect().top ?? 0);
    setExpanded(true);
  }
  function hide() {
    clearTimeout(timer.current);
    setExpanded(false);
  }
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      show();
    } else if (event.key === 'Escape' && expanded) {
      event.stopPropagation();
      hide();
      button.current?.focus();
    }
  }

  return (
    <Box
      ref={root}
      onMouseEnter={() => {
        clearTimeout(timer.current);
        if (!expanded) timer.current = setTimeout(show, sidebarOpenDelayMs);
      }}
      onMouseLeave={() => {
        clearTimeout(timer.current);
        timer.current = setTimeout(hide, SUBMENU_LEAVE_GRACE_MS);
      }}
      onKeyDown={onKeyDown}
      // Where focus went is known only after the blur (a click on the panel's text gives no
      // relatedTarget), so look once it has settled.
      onBlur={() =>
        setTimeout(() => {
          if (!root.current?.contains(document.activeElement)) hide();
        })
      }
    >
      <ListItemButton
        ref={button}
        aria-haspopup="true"
        aria-expanded={expanded}
        aria-controls={expanded ? panelId : undefined}
        aria-current={current ? 'page' : undefined}
        onClick={() => (expanded ? hide() : show())}
        sx={sidebarItemSx}
      >
        <SidebarItemContent title={title} icon={Icon} open={open} />
      </ListItemButton>
      {expanded && (
        <Paper
          id={panelId}
          elevation={8}
          square
          sx={{
            position: 'fixed',
            left,
            top,
            width: submenuWidth,
            zIndex: theme => theme.zIndex.drawer + 1,
          }}
        >
          <Typography variant="subtitle2" component="p" sx={{ px: 2, pt: 1.5, pb: 0.5 }}>
            {title}
          </Typography>
          <SubmenuLinks label={title} items={items} onChoose={hide} dense />
        </Paper>
      )}
    </Box>
  );
}
