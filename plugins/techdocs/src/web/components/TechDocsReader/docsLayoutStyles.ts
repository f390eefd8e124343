import type { SxProps, Theme } from '@mui/material/styles';
import { DOCS_NARROW_BREAKPOINT, DOCS_WIDE_BREAKPOINT } from '../../styles/typesetStyles';

/** Spec 001 §9: the width of each sidebar. */
export const DOCS_SIDEBAR_WIDTH = '16rem';

/**
 * Navigation | article | table of contents. Below the wide breakpoint the table of contents goes
 * (the article's headings remain); below the narrow one the navigation moves above the article.
 */
export const docsLayoutSx: SxProps<Theme> = {
  display: 'grid',
  gridTemplateColumns: `${DOCS_SIDEBAR_WIDTH} minmax(0, 1fr) ${DOCS_SIDEBAR_WIDTH}`,
  gridTemplateAreas: '"nav article toc"',
  gap: 3,
  alignItems: 'start',
  [`@media (max-width: ${DOCS_WIDE_BREAKPOINT})`]: {
    gridTemplateColumns: `${DOCS_SIDEBAR_WIDTH} minmax(0, 1fr)`,
    gridTemplateAreas: '"nav article"',
    '& > [data-area="toc"]': { display: 'none' },
  },
  [`@media (max-width: ${DOCS_NARROW_BREAKPOINT})`]: {
    gridTemplateColumns: 'minmax(0, 1fr)',
    gridTemplateAreas: '"nav" "article"',
  },
};

export const sidebarSx: SxProps<Theme> = {
  position: 'sticky',
  top: 0,
  maxHeight: '100vh',
  overflowY: 'auto',
  [`@media (max-width: ${DOCS_NARROW_BREAKPOINT})`]: { position: 'static', maxHeight: 'none' },
};
