import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Entity } from '@atrium/model';
import type { ReactNode } from 'react';
import { entityPageSubtitle, entityPageTitle } from '../entityHeader';
import { ENTITY_THEME_TEXT, entityThemeColours, entityThemeId } from './entityThemes';
import { KindIcon } from './KindIcon';

export interface EntityHeaderProps {
  entity: Entity;
  /** Shown on the right: the owner and lifecycle labels, the 'More' menu. */
  children?: ReactNode;
}

/**
 * The entity page's banner: the kind's icon, the title as the page's h1, kind and type beneath,
 * on the colours of the entity's theme (a service, a website, an API, ...) in light and dark mode.
 */
export function EntityHeader({ entity, children }: EntityHeaderProps) {
  const theme = entityThemeId(entity);
  return (
    <Box
      component="header"
      data-entity-theme={theme}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        px: 3,
        py: 3,
        color: ENTITY_THEME_TEXT,
        backgroundImage: muiTheme => {
          const [start, end] = entityThemeColours(theme, muiTheme.palette.mode);
          return `linear-gradient(90deg, ${start}, ${end})`;
        },
        // Under the gradient, for forced-colour modes and printing that drop background images.
        bgcolor: muiTheme => entityThemeColours(theme, muiTheme.palette.mode)[1],
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
        <KindIcon kind={entity.kind} titleAccess={entity.kind} sx={{ fontSize: 40 }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ wordBreak: 'break-word' }}>
            {entityPageTitle(entity)}
          </Typography>
          <Typography variant="subtitle1" component="p">
            {entityPageSubtitle(entity)}
          </Typography>
        </Box>
      </Box>
      {children !== undefined && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>{children}</Box>
      )}
    </Box>
  );
}
