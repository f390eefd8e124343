export * from './alertQueue';
export * from './AlertsProvider';
