import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface HeaderProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Shown on the right: actions, labels, a support button. */
  children?: ReactNode;
}

/** The top of a page. The title is the page's h1, so each page has exactly one. */
export function Header({ title, subtitle, children }: HeaderProps) {
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        px: 3,
        py: 3,
        // In dark mode the primary colour is a light tint meant for text; a page banner in it
        // would glare, so dark mode gets a deep shade of it with white text instead.
        bgcolor: theme => (theme.palette.mode === 'dark' ? '#15314f' : theme.palette.primary.main),
        color: theme =>
          theme.palette.mode === 'dark' ? '#ffffff' : theme.palette.primary.contrastText,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h4" component="h1" sx={{ wordBreak: 'break-word' }}>
          {title}
        </Typography>
        {subtitle !== undefined && (
          <Typography variant="subtitle1" component="p" sx={{ opacity: 0.8 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {children !== undefined && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>{children}</Box>
      )}
    </Box>
  );
}
