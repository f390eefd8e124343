export * from './renderWithApp';
export * from './listItemWith';
