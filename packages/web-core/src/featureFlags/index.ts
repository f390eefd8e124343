export * from './featureFlagName';
export * from './FeatureFlagsProvider';
