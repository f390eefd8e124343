import { Progress } from '@atrium/web-core';
import EditIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { defaultLayout } from '../../layout/defaultLayout';
import { addWidget, GRID_COLUMNS, inReadingOrder, type GridLayout } from '../../layout/gridLayout';
import type { HomeWidget } from '../../widgets/HomeWidget';
import { AddWidgetMenu } from './AddWidgetMenu';
import { useHomeLayout } from './useHomeLayout';
import { WidgetEditControls } from './WidgetEditControls';
import { WidgetFrame } from './WidgetFrame';

export const LAYOUT_LOAD_ERROR = 'Your saved layout could not be loaded; showing the default one.';
export const LAYOUT_SAVE_ERROR = 'Your last change to the layout could not be saved.';

export interface HomeDashboardProps {
  widgets: readonly HomeWidget[];
}

/** The user's grid of widgets, with an edit mode to move, resize, add and remove them. */
export function HomeDashboard({ widgets }: HomeDashboardProps) {
  const state = useHomeLayout(widgets);
  const [editing, setEditing] = useState(false);
  if (state.status === 'loading') return <Progress />;
  if (state.status === 'error') {
    return (
      <Stack spacing={2}>
        <Alert severity="warning">{LAYOUT_LOAD_ERROR}</Alert>
        <WidgetGrid widgets={widgets} layout={state.layout} />
      </Stack>
    );
  }
  const { layout, change, saveError } = state;
  const available = widgets.filter(widget => !layout.some(item => item.id === widget.id));
  return (
    <Stack spacing={2}>
      <Box
        role="toolbar"
        aria-label="Home layout"
        sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1 }}
      >
        {editing && (
          <>
            <AddWidgetMenu
              available={available}
              onAdd={widget => change(addWidget(layout, widget.id, widget.defaultSize))}
            />
            <Button onClick={() => change(defaultLayout(widgets))}>Restore default</Button>
          </>
        )}
        <Button
          variant={editing ? 'contained' : 'outlined'}
          startIcon={editing ? undefined : <EditIcon />}
          onClick={() => setEditing(!editing)}
        >
          {editing ? 'Done' : 'Edit'}
        </Button>
      </Box>
      {saveError && <Alert severity="error">{LAYOUT_SAVE_ERROR}</Alert>}
      <WidgetGrid widgets={widgets} layout={layout} onChange={editing ? change : undefined} />
    </Stack>
  );
}

interface WidgetGridProps {
  widgets: readonly HomeWidget[];
  layout: GridLayout;
  /** Given in edit mode: each widget then shows its edit buttons. */
  onChange?: (next: GridLayout) => void;
}

function WidgetGrid({ widgets, layout, onChange }: WidgetGridProps) {
  if (layout.length === 0) {
    return <Alert severity="info">No widgets on your home page. Use Edit, then Add widget.</Alert>;
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: `repeat(${GRID_COLUMNS}, minmax(0, 1fr))` },
        gridAutoRows: 'minmax(80px, auto)',
        gap: 2,
      }}
    >
      {inReadingOrder(layout).map(placement => {
        const widget = widgets.find(candidate => candidate.id === placement.id);
        if (!widget) return null;
        return (
          <WidgetFrame
            key={widget.id}
            widget={widget}
            placement={placement}
            controls={
              onChange && <WidgetEditControls widget={widget} layout={layout} onChange={onChange} />
            }
          />
        );
      })}
    </Box>
  );
}
