import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { Entity } from '@atrium/model';
import { useId } from 'react';
import { EntityRefLink } from '../../components/EntityRefLink/EntityRefLink';
import { groupRelations } from './entityHeader';

export interface RelationsCardProps {
  entity: Entity;
}

/** The entity's relations, one list per relation type. */
export function RelationsCard({ entity }: RelationsCardProps) {
  const headingId = useId();
  const groups = groupRelations(entity);

  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" gutterBottom>
          Relations
        </Typography>
        {groups.length === 0 && <Typography variant="body2">No relations</Typography>}
        {groups.map(group => (
          <RelationGroup key={group.type} type={group.type} targetRefs={group.targetRefs} />
        ))}
      </CardContent>
    </Card>
  );
}

function RelationGroup({ type, targetRefs }: { type: string; targetRefs: string[] }) {
  const headingId = useId();
  return (
    <>
      <Typography id={headingId} variant="subtitle2" component="h3">
        {type}
      </Typography>
      <List dense aria-labelledby={headingId}>
        {targetRefs.map(ref => (
          <ListItem key={ref}>
            {/* Relation targets are always full refs, so the kind here never applies. */}
            <EntityRefLink entityRef={ref} defaultKind="component" />
          </ListItem>
        ))}
      </List>
    </>
  );
}
