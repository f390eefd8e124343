import type { Entity } from '@atrium/model';
import { TagList } from '@atrium/web-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { templateWizardPath } from '../../routes';
import { templateOwner, templateTags, templateTitle, templateType } from './templateGroups';

export interface TemplateCardProps {
  template: Entity;
}

/** Drops the default parts of an owner ref, as the catalog shows owners. */
function shortOwner(owner: string): string {
  return owner.replace(/^group:/i, '').replace(/^default\//i, '');
}

/** One template: what it makes, who owns it, and the button that opens its wizard. */
export function TemplateCard({ template }: TemplateCardProps) {
  const titleId = useId();
  const title = templateTitle(template);
  const type = templateType(template);
  const owner = templateOwner(template);
  const namespace = template.metadata.namespace ?? 'default';
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 1 }}>
          <Typography id={titleId} variant="h6" component="h3" sx={{ wordBreak: 'break-word' }}>
            {title}
          </Typography>
          {type && <Chip size="small" label={type} aria-label={`Type: ${type}`} />}
        </Box>
        {template.metadata.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {template.metadata.description}
          </Typography>
        )}
        <TagList tags={templateTags(template)} label="Tags" />
        {owner && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            Owner: {shortOwner(owner)}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        <Button
          component={RouterLink}
          to={templateWizardPath(namespace, template.metadata.name)}
          variant="contained"
          aria-label={`Choose ${title}`}
        >
          Choose
        </Button>
      </CardActions>
    </Card>
  );
}
