import Box from '@mui/material/Box';
import { useEffect, useMemo, useRef } from 'react';
import type { LogLine } from './taskState';

export interface TaskLogProps {
  lines: LogLine[];
  /** Only this step's lines; all when undefined. */
  stepId?: string;
  label: string;
}

/**
 * The log of the run, following new lines as they arrive unless the reader scrolled up to read
 * earlier ones.
 */
export function TaskLog({ lines, stepId, label }: TaskLogProps) {
  const container = useRef<HTMLPreElement>(null);
  const pinned = useRef(true);
  const shown = useMemo(
    () => (stepId === undefined ? lines : lines.filter(line => line.stepId === stepId)),
    [lines, stepId],
  );

  useEffect(() => {
    const element = container.current;
    if (element && pinned.current) element.scrollTop = element.scrollHeight;
  }, [shown]);

  return (
    <Box
      component="pre"
      ref={container}
      role="log"
      aria-label={label}
      tabIndex={0}
      onScroll={event => {
        const element = event.currentTarget;
        pinned.current = element.scrollHeight - element.scrollTop - element.clientHeight < 24;
      }}
      sx={{
        m: 0,
        p: 2,
        minHeight: 240,
        maxHeight: 480,
        overflow: 'auto',
        borderRadius: 1,
        bgcolor: 'grey.900',
        color: 'grey.100',
        fontFamily: 'monospace',
        fontSize: '0.8125rem',
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
      }}
    >
      {shown.length === 0
        ? 'Waiting for logs...'
        : shown.map(line => (
            <div key={line.eventId}>
              <Box component="span" sx={{ color: 'grey.500' }}>
                {formatTime(line.createdAt)}
              </Box>{' '}
              {line.message}
            </div>
          ))}
    </Box>
  );
}

function formatTime(createdAt: string): string {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? createdAt : date.toISOString().slice(11, 19);
}
