import { Link, useAppConfig } from '@atrium/web-core';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export const NO_QUICK_START = 'No quick start configured. Add one under home.quickStart.';

/** A short onboarding text with an optional link, as configured under `home.quickStart`. */
export function QuickStartWidget() {
  const quickStart = useAppConfig().home?.quickStart;
  if (!quickStart) {
    return <Typography color="text.secondary">{NO_QUICK_START}</Typography>;
  }
  return (
    <Stack spacing={1}>
      {quickStart.title && (
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 'bold' }}>
          {quickStart.title}
        </Typography>
      )}
      <Typography sx={{ whiteSpace: 'pre-line' }}>{quickStart.text}</Typography>
      {quickStart.link && <Link href={quickStart.link.url}>{quickStart.link.label}</Link>}
    </Stack>
  );
}
