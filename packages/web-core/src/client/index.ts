export * from './ResponseError';
export * from './createApiClient';
