import { InputError } from '@atrium/model';

// Every entity field lives under one of these roots; anything else cannot match or sort.
const knownField =
  /^(apiversion|kind|metadata\.[^\s,]+|spec\.[^\s,]+|relations\.[^\s,]+|status\.[^\s,]+)$/i;

/** Checks a field path used for ordering; `what` names the parameter in the message. */
export function assertKnownField(field: string, what: string): string {
  if (!knownField.test(field)) {
    throw new InputError(
      `Unknown field '${field}' in ${what}: a field is kind, apiVersion, or starts with metadata., spec., relations. or status.`,
    );
  }
  return field;
}
