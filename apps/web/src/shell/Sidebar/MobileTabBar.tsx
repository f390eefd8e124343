import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { NavSubItem, ShownNavItem } from '@atrium/web-core';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { DefaultNavIcon } from './navIcons';
import { mobileBarHeight } from './sidebarLayout';
import { SubmenuLinks } from './SubmenuLinks';

export interface MobileTabBarProps {
  items: ShownNavItem[];
}

const tabSx = {
  flex: 1,
  flexDirection: 'column',
  typography: 'caption',
  color: 'text.secondary',
  '&[aria-current="page"], &[aria-expanded="true"]': { color: 'primary.main' },
} as const;

/**
 * The sidebar on small screens (spec 001 §2): a bar of tabs along the bottom edge. A tab with a
 * submenu opens an overlay above the bar listing its links; choosing one, the close button,
 * Escape or the same tab closes it.
 */
export function MobileTabBar({ items }: MobileTabBarProps) {
  const [overlay, setOverlay] = useState<{ title: string; items: NavSubItem[] }>();
  const { pathname } = useLocation();
  const overlayId = useId();

  return (
    <>
      {overlay && (
        <MobileOverlay
          id={overlayId}
          title={overlay.title}
          items={overlay.items}
          onClose={() => setOverlay(undefined)}
        />
      )}
      <Box
        component="nav"
        aria-label="Sidebar"
        sx={{
          position: 'fixed',
          left: 0,
          right: 0,
          bottom: 0,
          height: mobileBarHeight,
          display: 'flex',
          bgcolor: 'background.paper',
          borderTop: 1,
          borderColor: 'divider',
          zIndex: theme => theme.zIndex.appBar,
        }}
      >
        {items.map(({ title, to, items: subItems, icon: Icon = DefaultNavIcon }) =>
          subItems ? (
            <ButtonBase
              key={title}
              aria-haspopup="dialog"
              aria-expanded={overlay?.title === title}
              aria-controls={overlay?.title === title ? overlayId : undefined}
              aria-current={
                subItems.some(item => pathname.startsWith(item.to)) ? 'page' : undefined
              }
              onClick={() =>
                setOverlay(current =>
                  current?.title === title ? undefined : { title, items: subItems },
                )
              }
              sx={tabSx}
            >
              <Icon />
              {title}
            </ButtonBase>
          ) : (
            <ButtonBase
              key={to}
              component={NavLink}
              to={to}
              onClick={() => setOverlay(undefined)}
              sx={tabSx}
            >
              <Icon />
              {title}
            </ButtonBase>
          ),
        )}
      </Box>
    </>
  );
}

interface MobileOverlayProps {
  id: string;
  title: string;
  items: NavSubItem[];
  onClose(): void;
}

/** Covers the page above the tab bar; focus moves into it and Escape closes it. */
function MobileOverlay({ id, title, items, onClose }: MobileOverlayProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);

  return (
    <Box
      id={id}
      ref={panel}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={event => {
        if (event.key === 'Escape') onClose();
      }}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        bottom: mobileBarHeight,
        overflowY: 'auto',
        bgcolor: 'background.paper',
        zIndex: theme => theme.zIndex.appBar,
        outline: 0,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 1 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1 }}>
          {title}
        </Typography>
        <IconButton aria-label="Close" onClick={onClose}>
          ×
        </IconButton>
      </Box>
      <SubmenuLinks labelledBy={titleId} items={items} onChoose={onClose} />
    </Box>
  );
}
