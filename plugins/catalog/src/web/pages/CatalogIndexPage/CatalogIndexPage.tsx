import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import {
  Content,
  createLazyPage,
  ErrorPanel,
  Header,
  Page,
  Progress,
  Table,
  useAfterFirstPaint,
  useApiClient,
  useOwnershipRefs,
  useAppConfig,
} from '@atrium/web-core';
import { getCompoundEntityRef, stringifyEntityRef, type Entity } from '@atrium/model';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { FiltersLayout } from '../../components/FiltersLayout/FiltersLayout';
import { CatalogChangesNotice } from '../../live/CatalogChangesNotice';
import type { CatalogFacetValues } from './CatalogFilters';
import { CATALOG_PAGE_SIZE, catalogIndexQueries } from './catalogIndexQueries';
import { readCatalogView, writeCatalogView, type CatalogView } from './catalogSearchParams';
import { entityColumnsForKind } from './entityColumnsForKind';
import { useUserListEntities } from './useUserListEntities';

// The filter panel (an autocomplete, selects, their popups) is its own chunk: it renders a frame
// after the rows, so its code need not hold them up either.
const catalogFilters = createLazyPage(() =>
  import('./CatalogFilters').then(module => module.CatalogFilters),
);

// The import page's route (the catalog-import plugin's); a path, so no dependency on that plugin.
const REGISTER_EXISTING_PATH = '/catalog-import';

const TABLE_OPTIONS = { pageSizeOptions: [CATALOG_PAGE_SIZE], search: false };

function entityRowId(entity: Entity): string {
  return entity.metadata.uid ?? stringifyEntityRef(getCompoundEntityRef(entity));
}

function facetValues(facets: Record<string, Array<{ value: string }>> | undefined, key: string) {
  return (facets?.[key] ?? []).map(facet => facet.value);
}

/** The software catalog: entities of one kind, filtered and paged by the server. */
export function CatalogIndexPage() {
  const api = useApiClient();
  const { organization } = useAppConfig();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readCatalogView(searchParams);
  // The rows come first; the filter panel (an autocomplete, selects) renders a frame later.
  const showFilters = useAfterFirstPaint();

  // Spec 001 §4: changing filters resets the cursor, so a cursor belongs to the view it came from.
  const viewKey = JSON.stringify(view);
  const [page, setPage] = useState<{ viewKey: string; cursor?: string }>({ viewKey });
  const cursor = page.viewKey === viewKey ? page.cursor : undefined;

  const queries = catalogIndexQueries(api, view, useOwnershipRefs());
  const { user, counts, entities } = useUserListEntities({
    chosen: view.user,
    queries,
    cursor,
  });
  // Filter options wait for the first rows: counting values over a large catalog is the slowest
  // query of the page, and the rows are what a person came for.
  const rowsSettled = !entities.query.isPending;
  const kindFacet = useQuery({ ...queries.kindFacet, enabled: rowsSettled });
  const kindFacets = useQuery({ ...queries.kindFacets, enabled: rowsSettled });
  const facets: CatalogFacetValues = {
    kinds: facetValues(kindFacet.data?.facets, 'kind'),
    types: facetValues(kindFacets.data?.facets, 'spec.type'),
    lifecycles: facetValues(kindFacets.data?.facets, 'spec.lifecycle'),
    tags: facetValues(kindFacets.data?.facets, 'metadata.tags'),
    namespaces: facetValues(kindFacets.data?.facets, 'metadata.namespace'),
  };

  function changeView(change: Partial<CatalogView>, options: { replace?: boolean } = {}) {
    setSearchParams(prev => writeCatalogView(prev, { ...readCatalogView(prev), ...change }), {
      replace: options.replace,
    });
  }

  const filters = (
    <catalogFilters.Page
      view={view}
      facets={facets}
      user={user}
      userCounts={counts}
      organizationName={organization.name}
      onChange={changeView}
    />
  );
  const columns = entityColumnsForKind(view.kind);
  const query = entities.query;

  return (
    <Page>
      <Header title={`${organization.name} Catalog`}>
        <Button
          component={RouterLink}
          to={REGISTER_EXISTING_PATH}
          variant="outlined"
          color="inherit"
        >
          Register Existing Component
        </Button>
      </Header>
      <Content>
        <FiltersLayout filters={showFilters && filters}>
          <Box>
            <CatalogChangesNotice />
            {query.isError ? (
              <ErrorPanel error={query.error} title="Could not fetch catalog entities." />
            ) : query.isPending ? (
              <Progress />
            ) : entities.mode === 'starred' ? (
              <Table
                title="Entities"
                columns={columns}
                data={entities.query.data ?? []}
                getRowId={entityRowId}
                isLoading={query.isPlaceholderData}
                options={TABLE_OPTIONS}
              />
            ) : (
              <Table
                title="Entities"
                columns={columns}
                data={entities.query.data?.items ?? []}
                getRowId={entityRowId}
                isLoading={query.isPlaceholderData}
                options={TABLE_OPTIONS}
                pagination={{
                  mode: 'cursor',
                  pageSize: CATALOG_PAGE_SIZE,
                  totalItems: entities.query.data?.totalItems,
                  onNext: nextPage(entities.query.data?.pageInfo.nextCursor),
                  onPrevious: nextPage(entities.query.data?.pageInfo.prevCursor),
                }}
              />
            )}
          </Box>
        </FiltersLayout>
      </Content>
    </Page>
  );

  function nextPage(target: string | undefined) {
    return target ? () => setPage({ viewKey, cursor: target }) : undefined;
  }
}
