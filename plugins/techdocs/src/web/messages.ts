// The words users see, from spec 001 §4 and §8, in one place for the components and their tests.
export const INITIAL_BUILD_MESSAGE =
  'Documentation is accessed for the first time and is being prepared. The subsequent loads are much faster.';
export const REFRESHING_MESSAGE =
  'A newer version of this documentation is being prepared and will be available shortly.';
export const READY_MESSAGE =
  'A newer version of this documentation is now available, please refresh to view.';
export const BUILD_FAILED_MESSAGE = 'Building a newer version of this documentation failed.';
export const SHOW_BUILD_LOGS = 'Show Build Logs';
export const WAITING_FOR_LOGS = 'Waiting for logs...';
export const REDIRECT_NOTICE =
  'This TechDocs page is no longer maintained. Will automatically redirect to the designated replacement.';
export const REDIRECT_NOW = 'Redirect now';
export const DOCS_NOT_FOUND = 'Documentation not found';
export const PAGE_NOT_FOUND = 'Page not found';
export const MISSING_INDEX_HINT =
  'The docs root has no index.md: add one to the docs folder, or link to a page that exists.';
export const EXTERNAL_BUILDER_NOTE =
  "This portal does not build documentation itself (techdocs.builder is not 'local'): the docs are published by a CI pipeline, which may not have run for this entity yet.";
export const BUILD_ERROR_TITLE = 'Could not generate documentation';
