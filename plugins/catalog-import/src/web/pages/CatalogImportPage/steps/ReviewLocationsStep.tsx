import { catalogPermissions } from '@atrium/model';
import { entityRoutePath } from '@atrium/plugin-catalog/react';
import { ErrorPanel, Link, Progress, useApiClient } from '@atrium/web-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import type { EntityName, ReviewLocation } from '../../../api/importAnalysis';
import { importLocations } from '../../../api/importLocations';
import { PermissionRequired } from '../../../components/PermissionRequired';
import { StepButtons } from '../../../components/StepButtons';
import { StepHeading } from '../../../components/StepHeading';

export interface ReviewLocationsStepProps {
  locations: readonly ReviewLocation[];
  canCreate: boolean;
  onBack(): void;
  onImported(entities: EntityName[]): void;
}

/** The catalog files found and their entities; registered files are refreshed, not added. */
export function ReviewLocationsStep({
  locations,
  canCreate,
  onBack,
  onImported,
}: ReviewLocationsStepProps) {
  const api = useApiClient();
  const submit = useMutation({
    mutationFn: () => importLocations(api, locations),
    onSuccess: onImported,
  });
  const allRegistered = locations.every(location => location.exists);

  return (
    <Box>
      <StepHeading>Review</StepHeading>
      <Typography sx={{ mb: 1 }}>The following entities will be added to the catalog:</Typography>
      {locations.map(location => (
        <LocationEntities key={location.target} location={location} />
      ))}
      {!canCreate && (
        <PermissionRequired
          action="add entities to the catalog"
          permission={catalogPermissions.locationCreate.name}
        />
      )}
      {submit.isPending && <Progress />}
      {submit.isError && (
        <Box role="alert" sx={{ mt: 2 }}>
          <ErrorPanel error={submit.error} defaultExpanded />
        </Box>
      )}
      <StepButtons>
        <Button onClick={onBack} disabled={submit.isPending}>
          Back
        </Button>
        {canCreate && (
          <Button
            variant="contained"
            // Not disabled while busy: a disabled button drops the keyboard focus.
            onClick={() => {
              if (!submit.isPending) submit.mutate();
            }}
          >
            {allRegistered ? 'Refresh' : 'Import'}
          </Button>
        )}
      </StepButtons>
    </Box>
  );
}

function LocationEntities({ location }: { location: ReviewLocation }) {
  return (
    <Box component="section" aria-label={location.target} sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="h3" sx={{ wordBreak: 'break-all' }}>
          <Link href={location.target}>{location.target}</Link>
        </Typography>
        {location.exists && <Chip size="small" label="Already registered" />}
      </Box>
      <List dense aria-label={`Entities in ${location.target}`}>
        {location.entities.map(entity => (
          <ListItem key={`${entity.kind}:${entity.namespace}/${entity.name}`}>
            <ListItemText
              primary={
                location.exists ? (
                  <Link href={entityRoutePath(entity)}>{entity.name}</Link>
                ) : (
                  entity.name
                )
              }
              secondary={`${entity.kind} · namespace ${entity.namespace}`}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
