import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import type { WidgetPlacement } from '../../layout/gridLayout';
import type { HomeWidget } from '../../widgets/HomeWidget';

export interface WidgetFrameProps {
  widget: HomeWidget;
  placement: WidgetPlacement;
  /** The edit buttons, shown in edit mode. */
  controls?: ReactNode;
}

/**
 * One widget on the grid: a card titled by the widget, a region named after it. Small screens
 * stack the widgets in reading order; from `md` up they take their columns and rows.
 */
export function WidgetFrame({ widget, placement, controls }: WidgetFrameProps) {
  const titleId = useId();
  const { x, y, w, h } = placement;
  const gridArea = {
    minWidth: 0,
    gridColumn: { xs: 'auto', md: `${x + 1} / span ${w}` },
    gridRow: { xs: 'auto', md: `${y + 1} / span ${h}` },
  };
  if (widget.ownCard) {
    return (
      <Box sx={{ ...gridArea, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {controls}
        <Box sx={{ flex: 1, minHeight: 0, overflow: 'auto' }}>{widget.element}</Box>
      </Box>
    );
  }
  return (
    <Card
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ ...gridArea, display: 'flex', flexDirection: 'column' }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          px: 2,
          pt: 1.5,
        }}
      >
        <Typography id={titleId} variant="h6" component="h2">
          {widget.title}
        </Typography>
        {controls}
      </Box>
      <Box sx={{ p: 2, flex: 1, minHeight: 0, overflow: 'auto' }}>{widget.element}</Box>
    </Card>
  );
}
