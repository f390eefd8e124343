import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export type BootErrorStep = 'load-config' | 'load-chunk';

export interface BootErrorPageProps {
  step: BootErrorStep;
  error: Error;
}

// Exact wording from spec 001 §8.
const messages: Record<BootErrorStep, (message: string) => string> = {
  'load-config': message =>
    `The configuration failed to load, someone should have a look at this error: ${message}`,
  'load-chunk': message => `Lazy loaded chunk failed to load, try to reload the page: ${message}`,
};

/**
 * Shown when the app cannot start or a page's code cannot be fetched. It needs no configuration,
 * router or theme provider, because those may be what failed.
 */
export function BootErrorPage({ step, error }: BootErrorPageProps) {
  return (
    <Box component="main" sx={{ p: 4, maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Atrium
      </Typography>
      <Alert severity="error">{messages[step](error.message)}</Alert>
    </Box>
  );
}
