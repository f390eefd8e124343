import { Link } from '@atrium/web-core';
import type { ReactNode } from 'react';
import { entityPageOf } from './entityPagePath';

export interface EntityLinkProps {
  entityRef: string;
  /** The kind assumed when the ref names none, and left out of the text when it matches. */
  defaultKind?: string;
  /** Shown instead of the ref. */
  children?: ReactNode;
}

/** A link to the catalog page of an entity; text that is not a ref is shown as is. */
export function EntityLink({ entityRef, defaultKind, children }: EntityLinkProps) {
  const page = entityPageOf(entityRef, defaultKind);
  if (!page) return <>{children ?? entityRef}</>;
  return (
    <Link href={page.path} title={entityRef}>
      {children ?? page.text}
    </Link>
  );
}
