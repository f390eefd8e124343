import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useEffect, useRef } from 'react';
import { WAITING_FOR_LOGS } from '../../messages';

export interface BuildLogsDrawerProps {
  open: boolean;
  lines: readonly string[];
  onClose(): void;
}

/** The build's log beside the page, following its end as lines arrive. */
export function BuildLogsDrawer({ open, lines, onClose }: BuildLogsDrawerProps) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [lines.length, open]);

  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box
        role="region"
        aria-labelledby="docs-build-logs-title"
        sx={{ width: { xs: '100vw', sm: '50vw' }, p: 2, display: 'grid', gap: 1 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id="docs-build-logs-title" variant="h6" component="h2">
            Build Details
          </Typography>
          <IconButton aria-label="Close the build logs" onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <Box
          component="pre"
          aria-label="Build log"
          sx={{
            m: 0,
            p: 2,
            minHeight: '10rem',
            overflow: 'auto',
            whiteSpace: 'pre-wrap',
            fontSize: '0.8rem',
            bgcolor: 'action.hover',
            borderRadius: 1,
          }}
        >
          {lines.length === 0 ? WAITING_FOR_LOGS : lines.join('\n')}
          <div ref={end} />
        </Box>
      </Box>
    </Drawer>
  );
}
