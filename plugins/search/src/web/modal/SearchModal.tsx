import { useApiClient } from '@atrium/web-core';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { searchQueryOptions } from '../api/searchQuery';
import { SearchBar } from '../components/SearchBar/SearchBar';
import { MODAL_PAGE_LIMIT, NO_RESULTS, RESULTS_ERROR, searchPageUrl } from '../searchConstants';
import { ModalResultList } from './ModalResultList';

export interface SearchModalProps {
  open: boolean;
  onClose: () => void;
}

const LIST_ID = 'search-modal-results';

/**
 * Search from anywhere: results as you type, arrows to choose, Enter to open, Escape to close,
 * and 'View Full Results' for the search page with the same term.
 */
export function SearchModal({ open, onClose }: SearchModalProps) {
  const api = useApiClient();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const [selected, setSelected] = useState(0);
  const query = useQuery({
    ...searchQueryOptions(api, { term, pageLimit: MODAL_PAGE_LIMIT }),
    enabled: open && term !== '',
    placeholderData: keepPreviousData,
  });
  const results = term === '' ? [] : (query.data?.results ?? []);
  const active = Math.min(selected, results.length - 1);

  const go = (to: string) => {
    onClose();
    void navigate(to);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setSelected((Math.max(active, 0) + step + results.length) % results.length);
    } else if (event.key === 'Enter' && active >= 0 && results[active]) {
      event.preventDefault();
      go(results[active].document.location);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="search-modal-title"
    >
      <DialogTitle id="search-modal-title">Search</DialogTitle>
      <DialogContent>
        <Box sx={{ pt: 1 }}>
          <SearchBar
            value={term}
            onChange={next => {
              setTerm(next);
              setSelected(0);
            }}
            autoFocus
            onKeyDown={onKeyDown}
            inputProps={{
              role: 'combobox',
              'aria-expanded': results.length > 0,
              'aria-controls': LIST_ID,
              'aria-autocomplete': 'list',
              'aria-activedescendant': active >= 0 ? `${LIST_ID}-${active}` : undefined,
            }}
          />
        </Box>
        <Box sx={{ height: 4, mt: 1 }}>
          {query.isFetching && <LinearProgress aria-label="Loading search results" />}
        </Box>
        {query.isError && term !== '' && (
          <Typography color="error" role="alert" sx={{ py: 2 }}>
            {RESULTS_ERROR}
          </Typography>
        )}
        {!query.isError && query.isSuccess && term !== '' && results.length === 0 && (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {NO_RESULTS}
          </Typography>
        )}
        <ModalResultList
          id={LIST_ID}
          results={results}
          active={active}
          onHover={setSelected}
          onOpen={result => go(result.document.location)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => go(searchPageUrl(term))}>View Full Results</Button>
      </DialogActions>
    </Dialog>
  );
}
