export * from './principal';
export * from './requestAuth';
export * from './userDirectory';
export * from './authCookies';
export * from './externalAccess';
