import { ErrorPanel, Link } from '@atrium/web-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import type { SearchResultSet } from '../../../shared';
import { SearchResultContent } from '../../components/SearchResultItem/SearchResultContent';
import { NO_RESULTS, RESULTS_ERROR } from '../../searchConstants';

export interface SearchResultsProps {
  data: SearchResultSet | undefined;
  error: Error | null;
  fetching: boolean;
  onPage: (cursor: string) => void;
}

/** The result list with its loading bar, empty and error states, and the page buttons. */
export function SearchResults({ data, error, fetching, onPage }: SearchResultsProps) {
  return (
    <Box>
      <Box sx={{ height: 4 }}>
        {fetching && <LinearProgress aria-label="Loading search results" />}
      </Box>
      {error && <ErrorPanel title={RESULTS_ERROR} error={error} />}
      {!error && data && data.results.length === 0 && (
        <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">
          {NO_RESULTS}
        </Typography>
      )}
      {!error && data && data.results.length > 0 && (
        <>
          {data.numberOfResults !== undefined && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {data.numberOfResults === 1 ? '1 result' : `${data.numberOfResults} results`}
            </Typography>
          )}
          <List aria-label="Search results">
            {data.results.map((result, index) => (
              <Fragment key={`${result.type}:${result.document.location}:${index}`}>
                {index > 0 && <Divider component="li" aria-hidden />}
                <ListItem sx={{ px: 0, py: 1.5 }}>
                  <SearchResultContent
                    result={result}
                    renderTitle={title => <Link href={result.document.location}>{title}</Link>}
                  />
                </ListItem>
              </Fragment>
            ))}
          </List>
          <Box
            component="nav"
            aria-label="Result pages"
            sx={{ display: 'flex', justifyContent: 'space-between', mt: 1 }}
          >
            <Button
              disabled={!data.previousPageCursor}
              onClick={() => data.previousPageCursor && onPage(data.previousPageCursor)}
            >
              Previous
            </Button>
            <Button
              disabled={!data.nextPageCursor}
              onClick={() => data.nextPageCursor && onPage(data.nextPageCursor)}
            >
              Next
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}
