import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { scaffolderPaths } from '../../routes';

export interface WizardContextMenuProps {
  /** The template's `backstage.io/edit-url` annotation: where its source is edited. */
  editUrl?: string;
}

interface MenuLink {
  title: string;
  to: string;
  external?: boolean;
}

/** The wizard header's menu: 'Edit Configuration' plus the scaffolder's other pages. */
export function WizardContextMenu({ editUrl }: WizardContextMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const links: MenuLink[] = [
    ...(editUrl ? [{ title: 'Edit Configuration', to: editUrl, external: true }] : []),
    { title: 'Template Editor', to: scaffolderPaths.edit },
    { title: 'Installed Actions', to: scaffolderPaths.actions },
    { title: 'Task List', to: scaffolderPaths.tasks },
  ];
  return (
    <>
      <IconButton
        aria-label="More options"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={event => setAnchor(event.currentTarget)}
        sx={{ color: 'inherit' }}
      >
        <span aria-hidden>⋮</span>
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {links.map(link =>
          link.external ? (
            <MenuItem
              key={link.title}
              component="a"
              href={link.to}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => setAnchor(null)}
            >
              <ListItemText>{link.title}</ListItemText>
            </MenuItem>
          ) : (
            <MenuItem
              key={link.title}
              component={RouterLink}
              to={link.to}
              onClick={() => setAnchor(null)}
            >
              <ListItemText>{link.title}</ListItemText>
            </MenuItem>
          ),
        )}
      </Menu>
    </>
  );
}
