/**
 * The catalog's face for other server plugins: the services it provides in the same process.
 * Another plugin declares them in its `deps` and imports them from here, never from the
 * catalog's internals.
 */
export * from './catalogEntities';
export * from './catalogLocations';
export * from './catalogProblems';
export * from './catalogProviders';
export * from './catalogRefresh';
export * from './discoveredLocation';
