export * from './ResponseError';
export * from './createApiClient';
export * from './createSseParser';
