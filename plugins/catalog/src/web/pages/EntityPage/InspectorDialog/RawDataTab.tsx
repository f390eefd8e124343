import Box from '@mui/material/Box';
import { CopyTextButton } from '@atrium/web-core';

export interface RawDataTabProps {
  text: string;
  /** Accessible name of the copy button; without it no button is shown. */
  copyLabel?: string;
}

/** The entity as text, for people who want to see exactly what the catalog holds. */
export function RawDataTab({ text, copyLabel }: RawDataTabProps) {
  return (
    <Box sx={{ position: 'relative' }}>
      {copyLabel && (
        <Box sx={{ position: 'absolute', top: 4, right: 4 }}>
          <CopyTextButton text={text} label={copyLabel} />
        </Box>
      )}
      <Box
        component="pre"
        sx={{ m: 0, p: 2, overflow: 'auto', bgcolor: 'action.hover', fontSize: '0.8rem' }}
      >
        {text}
      </Box>
    </Box>
  );
}
