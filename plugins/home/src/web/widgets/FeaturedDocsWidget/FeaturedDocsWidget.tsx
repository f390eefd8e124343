import { DEFAULT_NAMESPACE } from '@atrium/model';
import { ErrorPanel, Link, Progress, useApiClient } from '@atrium/web-core';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { docsPath, featuredDocsQueryOptions } from './featuredDocsQuery';

export const NO_FEATURED_DOCS = 'No documentation has been published yet.';

/** A few documented entities, each a link to its docs with its description. */
export function FeaturedDocsWidget() {
  const docs = useQuery(featuredDocsQueryOptions(useApiClient()));
  if (docs.isPending) return <Progress />;
  if (docs.isError) return <ErrorPanel error={docs.error} title="Could not load the docs." />;
  if (docs.data.items.length === 0) {
    return <Typography color="text.secondary">{NO_FEATURED_DOCS}</Typography>;
  }
  return (
    <List dense disablePadding>
      {docs.data.items.map(entity => {
        const { kind, metadata } = entity;
        const namespace = metadata.namespace ?? DEFAULT_NAMESPACE;
        return (
          <ListItem key={`${kind}:${namespace}/${metadata.name}`} disableGutters>
            <ListItemText
              primary={
                <Link href={docsPath({ kind, namespace, name: metadata.name })}>
                  {metadata.title ?? metadata.name}
                </Link>
              }
              secondary={metadata.description}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
