export * from './createEntityPresentationStore';
export * from './EntityPresentationProvider';
