import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { SEARCH_TYPES, type SearchResult } from '../../../shared';
import { HighlightedText } from '../HighlightedText/HighlightedText';
import { resultIcon } from './resultIcon';

export interface SearchResultContentProps {
  result: SearchResult;
  /** Wraps the title, e.g. in a link; the title as text when absent. */
  renderTitle?: (title: ReactNode) => ReactNode;
  /** The modal leaves the chips out to keep its rows short. */
  compact?: boolean;
}

/**
 * One result: its icon, the title and text with their highlights, and what places it: kind,
 * type, lifecycle and owner of an entity, or the entity and page path of a docs page.
 */
export function SearchResultContent({ result, renderTitle, compact }: SearchResultContentProps) {
  const { document, highlight } = result;
  const field = (name: string) => highlight?.fields[name] ?? document[name] ?? '';
  const title = (
    <HighlightedText
      text={field('title')}
      preTag={highlight?.preTag}
      postTag={highlight?.postTag}
    />
  );
  const text = field('text');
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', minWidth: 0 }}>
      <Box sx={{ color: 'text.secondary', pt: 0.25, display: 'flex' }} aria-hidden>
        {resultIcon(result)}
      </Box>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="subtitle1" component="div" sx={{ fontWeight: 500 }}>
          {renderTitle ? renderTitle(title) : title}
        </Typography>
        {result.type === SEARCH_TYPES.docs && (
          <Typography variant="body2" color="text.secondary">
            {[document.entityTitle ?? document.name, document.path].filter(Boolean).join(' · ')}
          </Typography>
        )}
        {text && (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={
              compact ? { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } : {}
            }
          >
            <HighlightedText text={text} preTag={highlight?.preTag} postTag={highlight?.postTag} />
          </Typography>
        )}
        {!compact && result.type === SEARCH_TYPES.catalog && <CatalogChips result={result} />}
      </Box>
    </Box>
  );
}

const CHIP_FIELDS = [
  ['kind', 'Kind'],
  ['type', 'Type'],
  ['lifecycle', 'Lifecycle'],
  ['owner', 'Owner'],
] as const;

function CatalogChips({ result }: { result: SearchResult }) {
  const chips = CHIP_FIELDS.filter(([name]) => result.document[name]);
  if (chips.length === 0) return undefined;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
      {chips.map(([name, label]) => (
        <Chip
          key={name}
          size="small"
          variant="outlined"
          label={`${label}: ${result.document[name]}`}
        />
      ))}
    </Box>
  );
}
