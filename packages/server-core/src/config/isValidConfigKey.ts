// spec 001 §5: configuration keys are letters and digits, with '-' or '_' between them.
const KEY_PART = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/i;

/** True for one segment of a dotted key ('listen', 'pull-request_branch'). */
export function isValidConfigKeyPart(part: string): boolean {
  return KEY_PART.test(part);
}

/** True for a dotted key whose every segment is valid ('backend.listen.port'). */
export function isValidConfigKey(key: string): boolean {
  return key.split('.').every(isValidConfigKeyPart);
}
