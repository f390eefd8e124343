import type { Entity } from '@atrium/model';
import { createContext, useContext, type ReactNode } from 'react';

const EntityContext = createContext<Entity | undefined>(undefined);

export interface EntityProviderProps {
  entity: Entity;
  children: ReactNode;
}

/** The entity page's loaded entity, so its tabs render it without fetching it again. */
export function EntityProvider({ entity, children }: EntityProviderProps) {
  return <EntityContext.Provider value={entity}>{children}</EntityContext.Provider>;
}

export function useEntity(): Entity {
  const entity = useContext(EntityContext);
  if (!entity) throw new Error('useEntity needs an EntityProvider (the entity page) above it');
  return entity;
}
