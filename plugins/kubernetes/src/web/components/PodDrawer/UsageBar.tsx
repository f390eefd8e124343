import Box from '@mui/material/Box';
import type { ResourceLevel } from '../../../shared/formatResources';

const COLOURS: Record<ResourceLevel, string> = {
  ok: 'success.main',
  warning: 'warning.main',
  error: 'error.main',
};

export interface UsageBarProps {
  label: string;
  /** 0 to 100; more is drawn full. */
  percent: number;
  level: ResourceLevel;
  text: string;
}

/** A bar coloured by its level (spec 000 §9); a native meter keeps it accessible and cheap. */
export function UsageBar({ label, percent, level, text }: UsageBarProps) {
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
        <span>{label}</span>
        <span>{text}</span>
      </Box>
      <Box
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        data-level={level}
        sx={{ height: 8, bgcolor: 'action.hover', borderRadius: 1, overflow: 'hidden' }}
      >
        <Box
          sx={{ height: '100%', width: `${Math.min(percent, 100)}%`, bgcolor: COLOURS[level] }}
        />
      </Box>
    </Box>
  );
}
