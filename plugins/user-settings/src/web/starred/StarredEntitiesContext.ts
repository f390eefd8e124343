import { createContext, useContext } from 'react';

/** The signed-in user's starred entities (spec 001 §3: stored per user as a list of entity refs). */
export interface StarredEntities {
  /** Full, lower-cased refs (`component:default/rides-service`). */
  starred: ReadonlySet<string>;
  isStarred(entityRef: string): boolean;
  /** Stars or unstars; resolves once the server has the new list. */
  toggle(entityRef: string): Promise<void>;
}

export const StarredEntitiesContext = createContext<StarredEntities | undefined>(undefined);

export function useStarredEntities(): StarredEntities {
  const value = useContext(StarredEntitiesContext);
  if (!value) throw new Error('useStarredEntities needs a StarredEntitiesProvider above it');
  return value;
}
