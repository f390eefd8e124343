import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { EntityLink } from '@atrium/model';
import { Link } from '@atrium/web-core';
import { useId } from 'react';

export interface LinksCardProps {
  links: EntityLink[];
}

/**
 * The entity's `metadata.links` by title. They go through Link, which renders a `javascript:` URL
 * as text only: anyone who can register an entity writes these (spec 001 §5).
 */
export function LinksCard({ links }: LinksCardProps) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          Links
        </Typography>
        <List dense aria-labelledby={headingId}>
          {links.map((link, index) => (
            // The same URL may appear twice with different titles.
            <ListItem key={`${index}:${link.url}`}>
              <Link href={link.url}>{link.title ?? link.url}</Link>
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
