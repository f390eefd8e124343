// The apiVersions under which the built-in kinds' spec fields are defined. A built-in kind under
// another apiVersion is someone else's format, and the catalog refuses it as Backstage's does.

export const CATALOG_API_VERSIONS = ['backstage.io/v1alpha1', 'backstage.io/v1beta1'] as const;

// Only the v1beta3 format: Backstage's catalog no longer recognises v1beta2 templates, so a file
// that Atrium accepted under that apiVersion would be refused there.
export const TEMPLATE_API_VERSIONS = ['scaffolder.backstage.io/v1beta3'] as const;
