import { useEntity } from '@atrium/web-core';
import { EntityDocs } from './EntityDocs';

/** The Docs tab's element: the entity comes from the page it is on. */
export function EntityDocsTab() {
  return <EntityDocs entity={useEntity()} />;
}
