import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/** The file exactly as it will be committed. */
export function CatalogFilePreview({ content }: { content: string }) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 3 }}>
      <Typography id={titleId} variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        Preview of catalog-info.yaml
      </Typography>
      <Box
        component="pre"
        sx={{
          m: 0,
          p: 2,
          overflowX: 'auto',
          fontFamily: 'monospace',
          fontSize: '0.875rem',
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'action.hover',
          color: 'text.primary',
        }}
      >
        {content}
      </Box>
    </Box>
  );
}
