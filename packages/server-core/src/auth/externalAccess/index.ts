export * from './accessRestrictions';
export * from './createExternalAccess';
export * from './readExternalAccessConfig';
