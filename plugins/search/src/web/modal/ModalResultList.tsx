import Box from '@mui/material/Box';
import type { SearchResult } from '../../shared';
import { SearchResultContent } from '../components/SearchResultItem/SearchResultContent';

export interface ModalResultListProps {
  id: string;
  results: readonly SearchResult[];
  /** The option the arrows have reached; Enter opens it. */
  active: number;
  onHover: (index: number) => void;
  onOpen: (result: SearchResult) => void;
}

/** The modal's results as the options of its box (focus stays in the box; arrows move). */
export function ModalResultList({ id, results, active, onHover, onOpen }: ModalResultListProps) {
  return (
    <Box component="ul" role="listbox" id={id} aria-label="Search results" sx={{ m: 0, p: 0 }}>
      {results.map((result, index) => (
        <Box
          component="li"
          role="option"
          id={`${id}-${index}`}
          key={`${result.type}:${result.document.location}:${index}`}
          aria-selected={index === active}
          onMouseEnter={() => onHover(index)}
          // The box keeps the focus, so arrows and Enter keep working after a click elsewhere.
          onMouseDown={event => event.preventDefault()}
          onClick={() => onOpen(result)}
          sx={{
            listStyle: 'none',
            cursor: 'pointer',
            px: 1.5,
            py: 1,
            borderRadius: 1,
            bgcolor: index === active ? 'action.selected' : 'transparent',
          }}
        >
          <SearchResultContent result={result} compact />
        </Box>
      ))}
    </Box>
  );
}
