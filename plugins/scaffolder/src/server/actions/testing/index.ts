export * from './createMockActionContext';
