import { Content, Header, Page, useApiClient } from '@atrium/web-core';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { searchQueryOptions } from '../../api/searchQuery';
import { SearchBar } from '../../components/SearchBar/SearchBar';
import { SEARCH_TABS } from '../../searchConstants';
import { SearchFilters } from './SearchFilters';
import { SearchResults } from './SearchResults';
import { useSearchPageState } from './useSearchPageState';

/** `/search`: the box, type tabs, filters and the results, all kept in the URL. */
export function SearchPage() {
  const api = useApiClient();
  const { request, setTerm, setTypes, setFilter, setCursor } = useSearchPageState();
  // The list stays while the next one loads: paging and typing do not flash an empty page.
  const query = useQuery({
    ...searchQueryOptions(api, request),
    placeholderData: keepPreviousData,
  });
  const tab = tabIndexOf(request.types ?? []);
  const owners = useMemo(
    () => [
      ...new Set(
        (query.data?.results ?? []).flatMap(result =>
          result.document.owner ? [result.document.owner] : [],
        ),
      ),
    ],
    [query.data],
  );

  return (
    <Page>
      <Header title="Search" />
      <Content>
        <Box sx={{ maxWidth: 1200 }}>
          <SearchBar value={request.term} onChange={setTerm} autoFocus />
          <Tabs
            value={tab}
            onChange={(_event, index: number) => setTypes(SEARCH_TABS[index]?.types ?? [])}
            aria-label="Result types"
            sx={{ mt: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            {SEARCH_TABS.map(({ label }) => (
              <Tab key={label} label={label} />
            ))}
          </Tabs>
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              mt: 2,
              gridTemplateColumns: { xs: '1fr', md: '240px 1fr' },
            }}
          >
            <Box component="aside" aria-label="Filters">
              <SearchFilters filters={request.filters ?? {}} onChange={setFilter} owners={owners} />
            </Box>
            <SearchResults
              data={query.data}
              error={query.error}
              fetching={query.isFetching}
              onPage={setCursor}
            />
          </Box>
        </Box>
      </Content>
    </Page>
  );
}

/** The tab asking for exactly these types; All for none or a mix no tab asks for. */
function tabIndexOf(types: readonly string[]): number {
  const index = SEARCH_TABS.findIndex(
    tab => tab.types.length === types.length && tab.types.every(type => types.includes(type)),
  );
  return Math.max(index, 0);
}
