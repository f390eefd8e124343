import Box from '@mui/material/Box';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Content,
  ErrorPanel,
  Header,
  Page,
  Progress,
  Table,
  useApiClient,
  useAppConfig,
} from '@atrium/web-core';
import { getCompoundEntityRef, stringifyEntityRef, type Entity } from '@atrium/model';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { entitiesQueryOptions, facetsQueryOptions } from '../../queries';
import { CatalogFilters } from './CatalogFilters';
import {
  catalogViewFilter,
  readCatalogView,
  writeCatalogView,
  type CatalogView,
} from './catalogSearchParams';
import { entityColumns } from './entityColumns';

/** Spec 001 §9: entity list default page size. */
export const CATALOG_PAGE_SIZE = 20;

const TABLE_OPTIONS = { pageSizeOptions: [CATALOG_PAGE_SIZE] };

function entityRowId(entity: Entity): string {
  return entity.metadata.uid ?? stringifyEntityRef(getCompoundEntityRef(entity));
}

/** The software catalog: entities of one kind, filtered by type and text, paged by the server. */
export function CatalogIndexPage() {
  const api = useApiClient();
  const { organization } = useAppConfig();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readCatalogView(searchParams);
  const filter = catalogViewFilter(view);

  // Spec 001 §4: changing filters resets the cursor, so a cursor belongs to the view it came from.
  const viewKey = JSON.stringify(view);
  const [page, setPage] = useState<{ viewKey: string; cursor?: string }>({ viewKey });
  const cursor = page.viewKey === viewKey ? page.cursor : undefined;

  const kindFacet = useQuery(facetsQueryOptions(api, ['kind']));
  const typeFacet = useQuery(facetsQueryOptions(api, ['spec.type'], { kind: view.kind }));
  const entities = useQuery({
    ...entitiesQueryOptions(api, {
      filter,
      fullTextTerm: view.text || undefined,
      cursor,
      limit: CATALOG_PAGE_SIZE,
    }),
    placeholderData: keepPreviousData,
  });

  function changeView(change: Partial<CatalogView>, replace = false) {
    setSearchParams(prev => writeCatalogView(prev, { ...readCatalogView(prev), ...change }), {
      replace,
    });
  }

  const nextCursor = entities.data?.pageInfo.nextCursor;
  const prevCursor = entities.data?.pageInfo.prevCursor;

  return (
    <Page>
      <Header title={`${organization.name} Catalog`} />
      <Content>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '2fr 10fr' } }}>
          <CatalogFilters
            kinds={(kindFacet.data?.facets.kind ?? []).map(facet => facet.value)}
            kind={view.kind}
            types={(typeFacet.data?.facets['spec.type'] ?? []).map(facet => facet.value)}
            type={view.type}
            text={view.text}
            onKindChange={kind => changeView({ kind: kind.toLowerCase(), type: '' })}
            onTypeChange={type => changeView({ type })}
            onTextChange={text => changeView({ text }, true)}
          />
          <Box sx={{ minWidth: 0 }}>
            {entities.isError ? (
              <ErrorPanel error={entities.error} title="Could not fetch catalog entities." />
            ) : entities.isPending ? (
              <Progress />
            ) : (
              <Table
                title="Entities"
                columns={entityColumns}
                data={entities.data.items}
                getRowId={entityRowId}
                isLoading={entities.isPlaceholderData}
                options={TABLE_OPTIONS}
                pagination={{
                  mode: 'cursor',
                  pageSize: CATALOG_PAGE_SIZE,
                  totalItems: entities.data.totalItems,
                  onNext: nextCursor ? () => setPage({ viewKey, cursor: nextCursor }) : undefined,
                  onPrevious: prevCursor
                    ? () => setPage({ viewKey, cursor: prevCursor })
                    : undefined,
                }}
              />
            )}
          </Box>
        </Box>
      </Content>
    </Page>
  );
}
