import { Header, useAppConfig, useNow, useSession } from '@atrium/web-core';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { greetingFor, nameToGreet, readClocks } from './greeting';

// Clocks show minutes; a check every few seconds keeps them at most that late.
const CLOCK_TICK_MS = 5_000;

/** The page's header: a greeting by the time of day with the user's name, and world clocks. */
export function WelcomeHeader() {
  const session = useSession();
  const clocks = useAppConfig().home?.clocks ?? [];
  const now = new Date(useNow(CLOCK_TICK_MS));
  const name = nameToGreet(session?.profile.displayName, session?.identity.userEntityRef);
  const readings = readClocks(clocks, now);
  return (
    <Header title={`${greetingFor(now)}, ${name}`}>
      {readings.length > 0 && (
        <Box component="ul" aria-label="World clocks" sx={{ display: 'flex', gap: 3, m: 0, p: 0 }}>
          {readings.map(reading => (
            <Box component="li" key={reading.label} sx={{ listStyle: 'none', textAlign: 'right' }}>
              <Typography variant="caption" component="p" sx={{ opacity: 0.8 }}>
                {reading.label}
              </Typography>
              <Typography variant="h6" component="p">
                {reading.time}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </Header>
  );
}
