import { Link, useAppConfig } from '@atrium/web-core';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { toolkitIcon } from './toolkitIcons';

export const NO_TOOLKIT_LINKS = 'No tools configured. Add links under home.toolkit.';

/** The organisation's most used tools, as configured under `home.toolkit`. */
export function ToolkitWidget() {
  const links = useAppConfig().home?.toolkit ?? [];
  if (links.length === 0) {
    return <Typography color="text.secondary">{NO_TOOLKIT_LINKS}</Typography>;
  }
  return (
    <Box
      component="ul"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
        gap: 2,
        listStyle: 'none',
        m: 0,
        p: 0,
      }}
    >
      {links.map(link => {
        const Icon = toolkitIcon(link.icon);
        return (
          <Box component="li" key={`${link.label} ${link.url}`} sx={{ textAlign: 'center' }}>
            <Link href={link.url}>
              <Box component="span" sx={{ display: 'block', color: 'primary.main' }}>
                <Icon />
              </Box>
              {link.label}
            </Link>
          </Box>
        );
      })}
    </Box>
  );
}
