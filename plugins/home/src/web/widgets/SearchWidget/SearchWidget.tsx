import { buildSearchQueryString } from '@atrium/plugin-search/react';
import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNavigate } from 'react-router';

/** The search page's path; it reads its term from the query string the search client writes. */
const SEARCH_PATH = '/search';

/** A search box: Enter opens the search page with what was typed. */
export function SearchWidget() {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  return (
    <TextField
      fullWidth
      type="search"
      label="Search the portal"
      value={term}
      onChange={event => setTerm(event.target.value)}
      onKeyDown={event => {
        if (event.key !== 'Enter') return;
        event.preventDefault();
        void navigate(`${SEARCH_PATH}?${buildSearchQueryString({ term: term.trim() })}`);
      }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
