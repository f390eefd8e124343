export * from './renderWithApp';
export * from './listItemWith';
export * from './fakeResponses';
export * from './fakeAuthProvider';
