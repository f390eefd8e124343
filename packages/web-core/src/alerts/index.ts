export * from './alertQueue';
export * from './AlertsProvider';
export * from './createErrorChannel';
