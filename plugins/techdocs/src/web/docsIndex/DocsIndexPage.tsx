import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { FiltersLayout, useUserListEntities } from '@atrium/plugin-catalog/react';
import {
  Content,
  ErrorPanel,
  Header,
  Page,
  Progress,
  useApiClient,
  useAppConfig,
  useOwnershipRefs,
} from '@atrium/web-core';
import { useSearchParams } from 'react-router';
import { DocsIndexFilters } from './DocsIndexFilters';
import { docsIndexQueries, tagValues } from './docsIndexQueries';
import { readDocsIndexView, writeDocsIndexView, type DocsIndexView } from './docsIndexSearchParams';
import { DocumentsTable } from './DocumentsTable';

export const DOCS_LOAD_ERROR = 'Could not load available documentation.';

/** `/docs`: the entities that have docs, filtered as the catalog filters its entities. */
export function DocsIndexPage() {
  const api = useApiClient();
  const { organization } = useAppConfig();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readDocsIndexView(searchParams);
  const queries = docsIndexQueries(api, view, useOwnershipRefs());
  const { user, counts, entities } = useUserListEntities({ chosen: view.user, queries });
  const tags = useQuery(queries.tagsFacet);

  function changeView(change: Partial<DocsIndexView>) {
    setSearchParams(prev => writeDocsIndexView(prev, { ...readDocsIndexView(prev), ...change }));
  }

  const query = entities.query;
  const rows = entities.mode === 'starred' ? entities.query.data : entities.query.data?.items;

  return (
    <Page>
      <Header title="Documentation" subtitle={`Documentation available in ${organization.name}`} />
      <Content>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          Discover documentation in your ecosystem.
        </Typography>
        <FiltersLayout
          filters={
            <DocsIndexFilters
              view={view}
              user={user}
              userCounts={counts}
              organizationName={organization.name}
              tagOptions={tagValues(tags.data?.facets)}
              onChange={changeView}
            />
          }
        >
          {query.isError ? (
            <ErrorPanel error={query.error} title={DOCS_LOAD_ERROR} defaultExpanded />
          ) : query.isPending ? (
            <Progress />
          ) : (
            <DocumentsTable entities={rows ?? []} isLoading={query.isPlaceholderData} />
          )}
        </FiltersLayout>
      </Content>
    </Page>
  );
}
