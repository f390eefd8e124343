import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { DocsNavItem } from '../../page/parseDocsPage';

export interface DocsNavProps {
  /** The landmark's name: the site's name for the navigation, 'Table of contents' for the toc. */
  label: string;
  items: readonly DocsNavItem[];
  /** The app path of a link of the page, or undefined when it leaves the docs. */
  appPathOf(href: string): string | undefined;
  /** Opens every section, or closes them all; otherwise the active page's sections are open. */
  expandAll?: boolean;
  /** Called instead of following a `#anchor` link (the toc scrolls the article). */
  onAnchor?(id: string): void;
  /** The heading the reader is at, marked in the table of contents. */
  followedAnchor?: string;
}

/** A page's navigation or table of contents as nested lists of links, sections collapsible. */
export function DocsNav({ label, items, ...rest }: DocsNavProps) {
  return (
    <Box component="nav" aria-label={label} sx={{ fontSize: '0.875rem' }}>
      <NavList items={items} level={0} {...rest} />
    </Box>
  );
}

interface NavListProps extends Omit<DocsNavProps, 'label'> {
  level: number;
}

function NavList({ items, level, ...rest }: NavListProps) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, pl: level === 0 ? 0 : 1.5 }}>
      {items.map((item, index) => (
        <NavEntry key={`${index}-${item.title}`} item={item} level={level} {...rest} />
      ))}
    </Box>
  );
}

interface NavEntryProps extends Omit<NavListProps, 'items'> {
  item: DocsNavItem;
}

function NavEntry({ item, level, ...rest }: NavEntryProps) {
  const { expandAll } = rest;
  const [open, setOpen] = useState(expandAll ?? item.active);
  // The entry outlives in-app navigation: a section that comes to hold the page shown opens then.
  const [wasActive, setWasActive] = useState(item.active);
  if (item.active !== wasActive) {
    setWasActive(item.active);
    if (item.active && expandAll === undefined) setOpen(true);
  }
  const listId = useId();
  const hasChildren = item.children.length > 0;
  return (
    <Box component="li" sx={{ my: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <EntryLink item={item} {...rest} />
        {hasChildren && (
          <IconButton
            size="small"
            aria-label={`${open ? 'Collapse' : 'Expand'} ${item.title}`}
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen(value => !value)}
          >
            {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
          </IconButton>
        )}
      </Box>
      {hasChildren && (
        <Box id={listId} hidden={!open}>
          <NavList items={item.children} level={level + 1} {...rest} />
        </Box>
      )}
    </Box>
  );
}

function EntryLink({
  item,
  appPathOf,
  onAnchor,
  followedAnchor,
}: Pick<NavEntryProps, 'item' | 'appPathOf' | 'onAnchor' | 'followedAnchor'>) {
  const anchor = item.href?.startsWith('#') ? decodeURIComponent(item.href.slice(1)) : undefined;
  const highlighted = item.active || (anchor !== undefined && anchor === followedAnchor);
  const sx = {
    color: highlighted ? 'primary.main' : 'text.primary',
    fontWeight: highlighted ? 600 : 400,
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
  };
  const current = item.active && item.children.length === 0 ? 'page' : undefined;
  if (item.href === undefined) return <Box component="span">{item.title}</Box>;
  if (anchor !== undefined && onAnchor) {
    return (
      <Box
        component="a"
        href={item.href}
        sx={sx}
        aria-current={anchor === followedAnchor ? 'location' : undefined}
        onClick={event => {
          event.preventDefault();
          onAnchor(anchor);
        }}
      >
        {item.title}
      </Box>
    );
  }
  const path = appPathOf(item.href);
  if (path === undefined) {
    return (
      <Box component="a" href={item.href} target="_blank" rel="noopener noreferrer" sx={sx}>
        {item.title}
      </Box>
    );
  }
  return (
    <Box component={RouterLink} to={path} aria-current={current} sx={sx}>
      {item.title}
    </Box>
  );
}
