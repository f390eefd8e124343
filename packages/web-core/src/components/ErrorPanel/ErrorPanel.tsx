import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CopyTextButton } from '../CopyTextButton/CopyTextButton';
import { WarningPanel } from '../WarningPanel/WarningPanel';

export interface ErrorPanelProps {
  error: Error;
  /** Defaults to the error's message. */
  title?: string;
  defaultExpanded?: boolean;
  /** Called when a copy button cannot write to the clipboard. */
  onCopyError?: (error: Error) => void;
  children?: ReactNode;
}

/**
 * Shows an error's name, message and stack trace, each with a copy button, inside a collapsed
 * error panel (spec 001 §2 "Error panel shows Error, Message, Stack Trace with copy buttons").
 */
export function ErrorPanel({
  error,
  title,
  defaultExpanded,
  onCopyError,
  children,
}: ErrorPanelProps) {
  return (
    <WarningPanel severity="error" title={title ?? error.message} defaultExpanded={defaultExpanded}>
      <Box component="dl" sx={{ m: 0 }}>
        <ErrorField label="Error" value={error.name} onCopyError={onCopyError} />
        <ErrorField label="Message" value={error.message} onCopyError={onCopyError} />
        {error.stack && (
          <ErrorField
            label="Stack Trace"
            value={error.stack}
            onCopyError={onCopyError}
            preformatted
          />
        )}
      </Box>
      {children}
    </WarningPanel>
  );
}

interface ErrorFieldProps {
  label: string;
  value: string;
  preformatted?: boolean;
  onCopyError?: (error: Error) => void;
}

function ErrorField({ label, value, preformatted, onCopyError }: ErrorFieldProps) {
  return (
    <Box sx={{ mb: 1 }}>
      <Typography component="dt" variant="subtitle2">
        {label}
      </Typography>
      <Box component="dd" sx={{ m: 0, display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Typography
          component={preformatted ? 'pre' : 'span'}
          variant="body2"
          sx={{
            m: 0,
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
            fontFamily: preformatted ? 'monospace' : undefined,
          }}
        >
          {value}
        </Typography>
        <CopyTextButton text={value} label={`Copy ${label}`} onError={onCopyError} />
      </Box>
    </Box>
  );
}
