import { isValidObjectName } from './isValidObjectName';

/** Empty, or a valid object name (spec 001 §5). */
export function isValidLabelValue(value: unknown): boolean {
  return value === '' || isValidObjectName(value);
}
