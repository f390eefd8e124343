// The apiVersions under which the built-in kinds' spec fields are defined. A built-in kind under
// another apiVersion is someone else's format, so its spec is left alone.

export const CATALOG_API_VERSIONS = ['backstage.io/v1alpha1', 'backstage.io/v1beta1'] as const;

// v1beta2 templates were published as `backstage.io/v1beta2`; the scaffolder-prefixed spelling is
// accepted too because files in the wild use both.
export const TEMPLATE_API_VERSIONS = [
  'scaffolder.backstage.io/v1beta3',
  'scaffolder.backstage.io/v1beta2',
  'backstage.io/v1beta2',
] as const;
