import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface ProfileIdentityProps {
  name: string;
  /** `spec.profile.picture`; the name's initial stands in without one. */
  picture?: string;
  /** Beneath the name, e.g. a group's type. */
  detail?: string;
}

/** A User's or Group's picture beside its name, at the top of its profile card. */
export function ProfileIdentity({ name, picture, detail }: ProfileIdentityProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
      <Avatar src={picture} alt={name} sx={{ width: 64, height: 64 }}>
        {name.charAt(0).toUpperCase()}
      </Avatar>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 'bold' }}>
          {name}
        </Typography>
        {detail && (
          <Typography variant="body2" color="text.secondary">
            {detail}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
