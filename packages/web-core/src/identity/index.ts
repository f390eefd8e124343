export * from './createSessionManager';
export * from './fetchSession';
export * from './IdentityContext';
export * from './oauth/LoginRejectedError';
export * from './oauth/createLoginRequests';
export * from './oauth/createOAuthClient';
export * from './oauth/openLoginPopup';
export * from './logout';
