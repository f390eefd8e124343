import Box from '@mui/material/Box';
import SvgIcon from '@mui/material/SvgIcon';
import type { ReactNode } from 'react';

/** The status kinds of spec 001 §3. */
export type StatusKind = 'ok' | 'warning' | 'error' | 'pending' | 'running' | 'aborted';

export interface StatusProps {
  /** The visible label beside the icon, e.g. 'Passed'. */
  children?: ReactNode;
}

// Each kind differs in shape as well as colour, so the status reads without colour vision.
const kinds: Record<StatusKind, { color: string; icon: ReactNode }> = {
  ok: {
    color: 'success.main',
    icon: (
      <>
        <circle cx="12" cy="12" r="10" fill="currentColor" />
        <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.2" />
      </>
    ),
  },
  warning: {
    color: 'warning.main',
    icon: (
      <>
        <path d="M12 2.5L22.5 21h-21z" fill="currentColor" />
        <path d="M12 9v6M12 17v2" fill="none" stroke="#fff" strokeWidth="2" />
      </>
    ),
  },
  error: {
    color: 'error.main',
    icon: (
      <>
        <circle cx="12" cy="12" r="10" fill="currentColor" />
        <path d="M8 8l8 8M16 8l-8 8" fill="none" stroke="#fff" strokeWidth="2.2" />
      </>
    ),
  },
  pending: {
    color: 'warning.light',
    icon: (
      <>
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" />
      </>
    ),
  },
  running: {
    color: 'info.main',
    icon: (
      <>
        <circle
          cx="12"
          cy="12"
          r="9"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          opacity="0.3"
        />
        <path d="M12 3a9 9 0 0 1 9 9" fill="none" stroke="currentColor" strokeWidth="2.5" />
      </>
    ),
  },
  aborted: {
    color: 'text.disabled',
    icon: (
      <>
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M6 18L18 6" fill="none" stroke="currentColor" strokeWidth="2" />
      </>
    ),
  },
};

function Status({ kind, children }: StatusProps & { kind: StatusKind }) {
  const { color, icon } = kinds[kind];
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
      {/* titleAccess gives the icon role img and a name, so the status is announced even with no label. */}
      <SvgIcon titleAccess={`Status ${kind}`} fontSize="small" sx={{ color }}>
        {icon}
      </SvgIcon>
      {children !== undefined && <span>{children}</span>}
    </Box>
  );
}

export function StatusOK(props: StatusProps) {
  return <Status kind="ok" {...props} />;
}

export function StatusWarning(props: StatusProps) {
  return <Status kind="warning" {...props} />;
}

export function StatusError(props: StatusProps) {
  return <Status kind="error" {...props} />;
}

export function StatusPending(props: StatusProps) {
  return <Status kind="pending" {...props} />;
}

export function StatusRunning(props: StatusProps) {
  return <Status kind="running" {...props} />;
}

export function StatusAborted(props: StatusProps) {
  return <Status kind="aborted" {...props} />;
}
