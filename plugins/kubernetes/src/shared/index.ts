export * from './constants';
export * from './contract';
export * from './detectErrors';
export * from './detectPodErrors';
export * from './detectWorkloadErrors';
export * from './objectShapes';
export * from './proposeFix';
export * from './sourceRef';
