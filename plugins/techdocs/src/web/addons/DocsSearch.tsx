import type { CompoundEntityRef } from '@atrium/model';
import {
  HighlightedText,
  SEARCH_TYPES,
  searchQueryOptions,
  type SearchResult,
} from '@atrium/plugin-search/react';
import { useApiClient } from '@atrium/web-core';
import SearchIcon from '@mui/icons-material/SearchOutlined';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';

/** The reader's search waits this long after the last key (spec 001 §9 timings). */
export const DOCS_SEARCH_DEBOUNCE_MS = 150;
/** It shows the first results only: the box is a shortcut, not a results page. */
export const DOCS_SEARCH_LIMIT = 10;

export interface DocsSearchProps {
  /** The entity whose docs are searched. */
  entity: CompoundEntityRef;
}

/** Searches the docs of one entity; a chosen result opens its page (and section). */
export function DocsSearch({ entity }: DocsSearchProps) {
  const api = useApiClient();
  const navigate = useNavigate();
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const term = useDebouncedValue(input.trim(), DOCS_SEARCH_DEBOUNCE_MS);
  const query = useQuery({
    ...searchQueryOptions(api, {
      term,
      types: [SEARCH_TYPES.docs],
      filters: { kind: entity.kind, namespace: entity.namespace, name: entity.name },
      pageLimit: DOCS_SEARCH_LIMIT,
    }),
    enabled: term !== '',
  });
  const results = term === '' ? [] : (query.data?.results ?? []).slice(0, DOCS_SEARCH_LIMIT);

  return (
    <Autocomplete<SearchResult>
      sx={{ width: { xs: '100%', sm: 360 } }}
      size="small"
      options={results}
      // The server has filtered and ranked them; the box must not filter them again.
      filterOptions={options => options}
      forcePopupIcon={false}
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => reason === 'input' && setInput(value)}
      onChange={(_event, result) => {
        if (!result) return;
        setInput('');
        void navigate(result.document.location);
      }}
      getOptionLabel={result => result.document.title}
      isOptionEqualToValue={(a, b) => a.document.location === b.document.location}
      loading={query.isFetching}
      noOptionsText={
        query.isError ? 'Error encountered while fetching search results' : 'No results found'
      }
      // Nothing to show before a word is typed; a list of 'No results found' would be noise.
      open={open && input.trim() !== ''}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      renderOption={({ key, ...props }, result) => (
        <Box component="li" key={key} {...props}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" component="div">
              <HighlightedText
                text={result.highlight?.fields.title ?? result.document.title}
                preTag={result.highlight?.preTag}
                postTag={result.highlight?.postTag}
              />
            </Typography>
            {result.document.path !== undefined && (
              <Typography variant="caption" color="text.secondary" component="div">
                {result.document.path || '/'}
              </Typography>
            )}
          </Box>
        </Box>
      )}
      renderInput={params => (
        <TextField
          {...params}
          label="Search docs"
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      )}
    />
  );
}

function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
