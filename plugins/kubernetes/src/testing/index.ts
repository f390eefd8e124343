export * from './startFakeKubernetes';
export type { ForbiddenRule } from './api/authorize';
export type { FakeObject, FakePodLog, ObjectStore } from './store/createObjectStore';
export { DEFAULT_FIXTURES_DIR, POD_LOG_API_VERSION, POD_LOG_KIND } from './store/loadFixtures';
export { CHANNEL as EXEC_CHANNEL } from './exec/handleExecUpgrade';
export * from './startLoopbackServer';
