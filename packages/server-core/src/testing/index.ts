export * from './testDatabases';
export * from './startTestServer';
