import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useQueries } from '@tanstack/react-query';
import {
  ANNOTATION_LOCATION,
  ANNOTATION_ORIGIN_LOCATION,
  stringifyEntityRef,
  type Entity,
} from '@atrium/model';
import { Progress, useApiClient } from '@atrium/web-core';
import { useId } from 'react';
import { EntityRefLink } from '../../../components/EntityRefLink/EntityRefLink';
import { entitiesQueryOptions } from '../../../queries';

// One page is plenty for a dialog; a location with more entities is rare and the list says so.
const LIMIT = 100;

export interface ColocatedTabProps {
  entity: Entity;
}

/** Entities read from the same location, or registered through the same one (spec 001 §2). */
export function ColocatedTab({ entity }: ColocatedTabProps) {
  const api = useApiClient();
  const annotations = entity.metadata.annotations ?? {};
  const sources = [
    { key: ANNOTATION_LOCATION, label: 'Same location' },
    { key: ANNOTATION_ORIGIN_LOCATION, label: 'Same origin location' },
  ].flatMap(source => {
    const value = annotations[source.key];
    return value ? [{ ...source, value }] : [];
  });
  const results = useQueries({
    queries: sources.map(source =>
      entitiesQueryOptions(api, {
        filter: { [`metadata.annotations.${source.key}`]: source.value },
        limit: LIMIT,
      }),
    ),
  });

  if (sources.length === 0) {
    return <Typography>This entity has no location annotations.</Typography>;
  }
  const self = stringifyEntityRef(entity);
  return (
    <>
      {sources.map((source, index) => {
        const result = results[index];
        if (!result || result.isPending) return <Progress key={source.key} />;
        if (result.isError) {
          return (
            <Alert key={source.key} severity="error">
              {result.error.message}
            </Alert>
          );
        }
        const others = result.data.items.filter(item => stringifyEntityRef(item) !== self);
        return (
          <ColocatedList
            key={source.key}
            title={`${source.label}: ${source.value}`}
            entities={others}
          />
        );
      })}
    </>
  );
}

function ColocatedList({ title, entities }: { title: string; entities: Entity[] }) {
  const headingId = useId();
  return (
    <>
      <Typography id={headingId} variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {title}
      </Typography>
      {entities.length === 0 ? (
        <Typography variant="body2">No other entities</Typography>
      ) : (
        <List dense aria-labelledby={headingId}>
          {entities.map(item => (
            <ListItem key={stringifyEntityRef(item)}>
              <EntityRefLink entityRef={stringifyEntityRef(item)} defaultKind="component" />
            </ListItem>
          ))}
        </List>
      )}
    </>
  );
}
