/** Annotation values are free text (URLs, selectors, JSON), so any string will do. */
export function isValidAnnotationValue(value: unknown): boolean {
  return typeof value === 'string';
}
