import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import type { HomeWidget } from '../../widgets/HomeWidget';

export interface AddWidgetMenuProps {
  /** The widgets not on the grid. */
  available: readonly HomeWidget[];
  onAdd(widget: HomeWidget): void;
}

/** 'Add widget': a menu of the widgets not on the grid; off when every one is there. */
export function AddWidgetMenu({ available, onAdd }: AddWidgetMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement>();
  const menuId = useId();
  return (
    <>
      <Button
        startIcon={<AddIcon />}
        disabled={available.length === 0}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={event => setAnchor(event.currentTarget)}
      >
        Add widget
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== undefined}
        onClose={() => setAnchor(undefined)}
      >
        {available.map(widget => (
          <MenuItem
            key={widget.id}
            onClick={() => {
              setAnchor(undefined);
              onAdd(widget);
            }}
          >
            {widget.title}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
