export * from './createSessionManager';
export * from './fetchSession';
export * from './IdentityContext';
export * from './oauth/LoginRejectedError';
