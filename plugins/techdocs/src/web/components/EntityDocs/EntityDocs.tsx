import type { Entity } from '@atrium/model';
import { ErrorPanel } from '@atrium/web-core';
import { useLocation, useParams } from 'react-router';
import { normalizeDocsPath } from '../../api';
import { routeBaseOf } from '../../page/routeBase';
import { TechDocsReader } from '../TechDocsReader/TechDocsReader';
import { docsEntityRef } from './docsEntityRef';
import { MissingDocsAnnotation } from './MissingDocsAnnotation';

export interface EntityDocsProps {
  entity: Entity;
}

/**
 * The entity page's Docs tab (spec 001 §2): the URL after the tab's own segment is the page path,
 * so `…/docs/guide/install/` shows the page `guide/install`.
 */
export function EntityDocs({ entity }: EntityDocsProps) {
  const { '*': rest = '' } = useParams();
  const { pathname } = useLocation();
  const path = rest.split('/').slice(1).join('/');
  let ref;
  try {
    ref = docsEntityRef(entity);
  } catch (error) {
    return <ErrorPanel error={error as Error} defaultExpanded />;
  }
  if (!ref) return <MissingDocsAnnotation entity={entity} />;
  return (
    <TechDocsReader
      key={`${ref.namespace}/${ref.kind}/${ref.name}`}
      entity={ref}
      path={normalizeDocsPath(path)}
      routeBase={routeBaseOf(pathname, path)}
      explainExternalBuilder
    />
  );
}
