import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';

export type WarningPanelSeverity = 'warning' | 'error' | 'info';

export interface WarningPanelProps {
  title?: ReactNode;
  message?: ReactNode;
  severity?: WarningPanelSeverity;
  /** Collapsed unless told otherwise (spec 001 §4). */
  defaultExpanded?: boolean;
  children?: ReactNode;
}

/**
 * A coloured panel whose details are hidden behind a toggle button, so a warning does not push the
 * rest of the page away until someone wants to read it (spec 001 §4: collapsed by default).
 */
export function WarningPanel({
  title,
  message,
  severity = 'warning',
  defaultExpanded = false,
  children,
}: WarningPanelProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const titleId = useId();
  const detailsId = useId();
  const hasDetails = message !== undefined || children !== undefined;

  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{
        border: 1,
        borderLeft: 4,
        borderColor: `${severity}.main`,
        borderRadius: 1,
        bgcolor: 'background.paper',
      }}
    >
      <ButtonBase
        aria-expanded={expanded}
        aria-controls={detailsId}
        disabled={!hasDetails}
        onClick={() => setExpanded(value => !value)}
        sx={{ width: '100%', justifyContent: 'space-between', px: 2, py: 1.5, textAlign: 'left' }}
      >
        <Typography
          id={titleId}
          component="span"
          // The darker shade reads well on a light paper, the lighter one on a dark paper.
          sx={theme => ({
            fontWeight: 'bold',
            color: theme.palette[severity][theme.palette.mode === 'dark' ? 'light' : 'dark'],
          })}
        >
          {title ?? defaultTitles[severity]}
        </Typography>
        {hasDetails && (
          <Box
            component="span"
            aria-hidden
            sx={{ transition: 'transform 150ms', transform: expanded ? 'rotate(180deg)' : 'none' }}
          >
            ▾
          </Box>
        )}
      </ButtonBase>
      {/* The container stays so aria-controls always points at an element; its content is not
          mounted while collapsed, so stack traces and the like cost nothing until opened. */}
      <Box id={detailsId} hidden={!expanded} sx={{ px: 2, pb: 2 }}>
        {expanded && (
          <>
            {message !== undefined && <Typography component="div">{message}</Typography>}
            {children}
          </>
        )}
      </Box>
    </Box>
  );
}

const defaultTitles: Record<WarningPanelSeverity, string> = {
  warning: 'Warning',
  error: 'Error',
  info: 'Information',
};
