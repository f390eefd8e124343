import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuIcon from '@mui/icons-material/Menu';
import { useId, useState } from 'react';
import { ExpandableNavigation, useExpandAll } from '../../addons/ExpandableNavigation';
import type { DocsNavItem } from '../../page/parseDocsPage';
import { DOCS_NARROW_BREAKPOINT } from '../../styles/typesetStyles';
import { DocsNav } from '../DocsNav/DocsNav';
import { sidebarSx } from './docsLayoutStyles';

export interface NavSidebarProps {
  label: string;
  items: readonly DocsNavItem[];
  appPathOf(href: string): string | undefined;
}

const NARROW = `@media (max-width: ${DOCS_NARROW_BREAKPOINT})`;

/**
 * The site's navigation beside the article, with the expandable navigation add-on. On narrow
 * screens it sits above the article, closed behind a button so the page starts with its text.
 */
export function NavSidebar({ label, items, appPathOf }: NavSidebarProps) {
  const [expandAll, setExpandAll] = useExpandAll();
  const [open, setOpen] = useState(false);
  const contentId = useId();
  return (
    <Box data-area="nav" sx={{ ...sidebarSx, gridArea: 'nav' }}>
      <Button
        size="small"
        startIcon={<MenuIcon />}
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen(value => !value)}
        sx={{ display: 'none', [NARROW]: { display: 'inline-flex' } }}
      >
        Navigation
      </Button>
      <Box id={contentId} sx={{ [NARROW]: { display: open ? 'block' : 'none' } }}>
        <ExpandableNavigation expanded={expandAll ?? false} onChange={setExpandAll} />
        <DocsNav
          key={String(expandAll)}
          label={label}
          items={items}
          appPathOf={appPathOf}
          expandAll={expandAll}
        />
      </Box>
    </Box>
  );
}
