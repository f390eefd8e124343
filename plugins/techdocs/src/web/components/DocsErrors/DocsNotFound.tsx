import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ErrorPanel, ResponseError } from '@atrium/web-core';
import {
  BUILD_ERROR_TITLE,
  DOCS_NOT_FOUND,
  EXTERNAL_BUILDER_NOTE,
  MISSING_INDEX_HINT,
  PAGE_NOT_FOUND,
} from '../../messages';

export interface DocsNotFoundProps {
  /** Why the page could not be loaded, if it was not a plain 404. */
  contentError?: Error;
  /** Why the build failed, when there was nothing to show before it. */
  syncError?: Error;
  /** The page path asked for; `''` for the docs root. */
  path: string;
  /** Whether no site is built at all (rather than one page missing). */
  siteMissing: boolean;
  /** Adds the note about CI-published docs (the entity tab, `techdocs.builder` not `local`). */
  externalBuilder?: boolean;
}

/** Spec 001 §2 and §8: the docs or the page are not there, or could not be built. */
export function DocsNotFound(props: DocsNotFoundProps) {
  const { contentError, syncError, path, siteMissing, externalBuilder } = props;
  if (syncError) return <ErrorPanel error={syncError} title={BUILD_ERROR_TITLE} defaultExpanded />;
  if (contentError && !(contentError instanceof ResponseError && contentError.statusCode === 404)) {
    return <ErrorPanel error={contentError} title={errorTitle(contentError)} defaultExpanded />;
  }
  const title = siteMissing ? DOCS_NOT_FOUND : PAGE_NOT_FOUND;
  return (
    <Box
      component="section"
      aria-labelledby="docs-not-found-title"
      sx={{ p: 3, textAlign: 'center', display: 'grid', gap: 1, justifyItems: 'center' }}
    >
      <Typography id="docs-not-found-title" variant="h5" component="h2">
        {title}
      </Typography>
      {path === '' && <Typography color="text.secondary">{MISSING_INDEX_HINT}</Typography>}
      {siteMissing && externalBuilder && (
        <Typography color="text.secondary">{EXTERNAL_BUILDER_NOTE}</Typography>
      )}
    </Box>
  );
}

// Spec 001 §8: a 500 is the build failing; anything else is the backend's own error.
function errorTitle(error: Error): string {
  if (error instanceof ResponseError && error.statusCode === 500) return BUILD_ERROR_TITLE;
  return `Backend error: ${error.message}`;
}
