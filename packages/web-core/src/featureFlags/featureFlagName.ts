/** A feature flag a plugin declares; users switch it on in Settings → Feature Flags. */
export interface FeatureFlag {
  name: string;
  description?: string;
}

const FLAG_NAME = /^[a-z][a-z0-9-]*$/;

/** Spec 001 §5: 3–150 characters, a lower-case letter first, then lower-case letters, digits, hyphens. */
export function isValidFeatureFlagName(name: string): boolean {
  return name.length >= 3 && name.length <= 150 && FLAG_NAME.test(name);
}
