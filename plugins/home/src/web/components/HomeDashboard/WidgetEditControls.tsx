import ArrowDownIcon from '@mui/icons-material/ArrowDownward';
import ArrowLeftIcon from '@mui/icons-material/ArrowBack';
import ArrowRightIcon from '@mui/icons-material/ArrowForward';
import ArrowUpIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import NarrowerIcon from '@mui/icons-material/WidthNormal';
import TallerIcon from '@mui/icons-material/Expand';
import ShorterIcon from '@mui/icons-material/Compress';
import WiderIcon from '@mui/icons-material/WidthWide';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import type { ComponentType } from 'react';
import {
  moveWidget,
  removeWidget,
  resizeWidget,
  sameLayout,
  type GridLayout,
} from '../../layout/gridLayout';
import type { HomeWidget } from '../../widgets/HomeWidget';

interface EditAction {
  /** The button's accessible name, given the widget's title. */
  label(title: string): string;
  icon: ComponentType;
  apply(layout: GridLayout, widget: HomeWidget): GridLayout;
}

// The per-widget buttons as data: one list for their order, labels and effects.
const EDIT_ACTIONS: readonly EditAction[] = [
  {
    label: title => `Move ${title} left`,
    icon: ArrowLeftIcon,
    apply: (layout, widget) => moveWidget(layout, widget.id, 'left'),
  },
  {
    label: title => `Move ${title} right`,
    icon: ArrowRightIcon,
    apply: (layout, widget) => moveWidget(layout, widget.id, 'right'),
  },
  {
    label: title => `Move ${title} up`,
    icon: ArrowUpIcon,
    apply: (layout, widget) => moveWidget(layout, widget.id, 'up'),
  },
  {
    label: title => `Move ${title} down`,
    icon: ArrowDownIcon,
    apply: (layout, widget) => moveWidget(layout, widget.id, 'down'),
  },
  {
    label: title => `Make ${title} wider`,
    icon: WiderIcon,
    apply: (layout, widget) => resizeWidget(layout, widget.id, 'wider', widget.minSize),
  },
  {
    label: title => `Make ${title} narrower`,
    icon: NarrowerIcon,
    apply: (layout, widget) => resizeWidget(layout, widget.id, 'narrower', widget.minSize),
  },
  {
    label: title => `Make ${title} taller`,
    icon: TallerIcon,
    apply: (layout, widget) => resizeWidget(layout, widget.id, 'taller', widget.minSize),
  },
  {
    label: title => `Make ${title} shorter`,
    icon: ShorterIcon,
    apply: (layout, widget) => resizeWidget(layout, widget.id, 'shorter', widget.minSize),
  },
  {
    label: title => `Remove ${title}`,
    icon: CloseIcon,
    apply: (layout, widget) => removeWidget(layout, widget.id),
  },
];

export interface WidgetEditControlsProps {
  widget: HomeWidget;
  layout: GridLayout;
  onChange(next: GridLayout): void;
}

/** Buttons that move, resize and remove one widget; each is off when it would change nothing. */
export function WidgetEditControls({ widget, layout, onChange }: WidgetEditControlsProps) {
  return (
    <Box
      role="group"
      aria-label={`Edit ${widget.title}`}
      sx={{ display: 'flex', flexWrap: 'wrap' }}
    >
      {EDIT_ACTIONS.map(action => {
        const next = action.apply(layout, widget);
        const Icon = action.icon;
        const label = action.label(widget.title);
        return (
          <IconButton
            key={label}
            size="small"
            aria-label={label}
            title={label}
            disabled={sameLayout(next, layout)}
            onClick={() => onChange(next)}
          >
            <Icon />
          </IconButton>
        );
      })}
    </Box>
  );
}
