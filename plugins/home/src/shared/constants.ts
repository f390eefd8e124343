/** The plugin's id: its API lives under `/api/home`. */
export const HOME_PLUGIN_ID = 'home';

/** Visits kept per user; recording one more drops the least recently visited. */
export const MAX_VISITS_PER_USER = 100;

/** Visits a list shows, and `GET /visits` answers, unless asked for more. */
export const DEFAULT_VISITS_LIMIT = 8;

/** Longest pathname recorded: longer ones are not pages of the portal a person returns to. */
export const MAX_PATHNAME_LENGTH = 2048;

/** How `GET /visits` orders: most recent first, or most visited first. */
export const VISITS_ORDER_FIELDS = ['timestamp', 'hits'] as const;
export type VisitsOrderField = (typeof VISITS_ORDER_FIELDS)[number];
