export * from './testDatabases';
export * from './startTestServer';
export * from './mockAuthTokens';
export * from './findFreePort';
export * from './runTestGit';
export * from './startGitHttpServer';
export * from './mulberry32';
export * from './configProblemsOf';
