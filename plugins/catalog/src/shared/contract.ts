import { z } from 'zod';
import type { Entity } from '@atrium/model';

/** The catalog's request bodies (spec 001 §7), shared by the server and the web app. */

/** Whether a location's target must exist (Backstage's LocationSpec `presence`). */
export const LOCATION_PRESENCES = ['required', 'optional'] as const;

export const locationInputSchema = z.object({
  type: z.string().trim().min(1, 'must not be empty').max(255),
  target: z.string().trim().min(1, 'must not be empty').max(4096),
  /** `optional`: a target that does not exist yet is waited for, not an error. */
  presence: z.enum(LOCATION_PRESENCES).optional(),
});

export const entitiesByRefsBodySchema = z.object({
  entityRefs: z.array(z.string().max(1024)).max(10_000),
  fields: z.array(z.string().max(255)).max(100).optional(),
});

export const refreshBodySchema = z.object({
  entityRef: z.string().min(1, 'must not be empty').max(1024),
  authorizationToken: z.string().optional(),
});

export const validateEntityBodySchema = z.object({
  entity: z.record(z.string(), z.unknown()),
  location: z.string().min(1, 'must not be empty').max(4096),
});

export const analyzeLocationBodySchema = z.object({
  location: locationInputSchema,
  catalogFilename: z.string().trim().min(1).max(255).optional(),
});

export type LocationInput = z.infer<typeof locationInputSchema>;

export interface Location {
  id: string;
  type: string;
  target: string;
}

export interface AddLocationResponse {
  location: Location;
  entities: Entity[];
  exists?: boolean;
}

export interface QueryEntitiesResponse {
  items: Entity[];
  totalItems: number;
  pageInfo: { nextCursor?: string; prevCursor?: string };
}

export interface EntityAncestryResponse {
  rootEntityRef: string;
  items: Array<{ entity: Entity; parentEntityRefs: string[] }>;
}

export interface EntityFacetsResponse {
  facets: Record<string, Array<{ value: string; count: number }>>;
}

export interface AnalyzeLocationResponse {
  existingEntityFiles: Array<{
    location: Location | LocationInput;
    isRegistered: boolean;
    entity: Entity;
  }>;
  generateEntities: Array<{
    entity: Partial<Entity>;
    fields: Array<{
      field: string;
      description: string;
      value?: string;
      state: 'analysisSuggestedValue' | 'needsUserInput';
    }>;
  }>;
}
