export * from './createSessionManager';
export * from './fetchSession';
export * from './IdentityContext';
