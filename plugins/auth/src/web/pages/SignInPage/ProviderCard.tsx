import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface ProviderCardProps {
  title: string;
  message: string;
  /** The card's own content (a form), in place of the "Sign In" button. */
  children?: ReactNode;
  onSignIn?: () => void;
}

/** One way to sign in: its title, what it does, and its "Sign In" button (spec 000 §2). */
export function ProviderCard({ title, message, children, onSignIn }: ProviderCardProps) {
  return (
    <Card component="section" aria-label={title} variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {message}
        </Typography>
        {children}
      </CardContent>
      {onSignIn && (
        <CardActions>
          <Button variant="outlined" onClick={onSignIn}>
            Sign In
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
