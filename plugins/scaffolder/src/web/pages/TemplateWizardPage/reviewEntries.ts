import type { FormStep } from './extractUiSchema';
import { formFields, getAtPath, isSecretField, type FormField } from './formFields';

export interface ReviewEntry {
  /** The form's property path, joined with dots: unique within the review. */
  key: string;
  label: string;
  value: string;
}

interface ReviewOptions {
  show?: boolean;
  mask?: string;
  explode?: boolean;
}

const SECRET_MASK = '******';

function reviewOptions(field: FormField): ReviewOptions {
  const backstage = field.uiSchema['ui:backstage'];
  const review =
    typeof backstage === 'object' && backstage !== null
      ? (backstage as { review?: unknown }).review
      : undefined;
  return typeof review === 'object' && review !== null ? (review as ReviewOptions) : {};
}

function display(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && value.every(item => typeof item !== 'object' || item === null)) {
    return value.map(String).join(', ');
  }
  return JSON.stringify(value, undefined, 2);
}

function labelOf(field: FormField): string {
  const title = field.schema['title'];
  return typeof title === 'string' && title !== '' ? title : field.path[field.path.length - 1]!;
}

/**
 * The rows of the review step, in form order (spec 001 §2). A field hides itself with
 * `ui:backstage.review.show: false`, shows a fixed text with `review.mask`, and an object field
 * with `review.explode` is listed property by property; secrets always show as stars.
 */
export function reviewEntries(steps: readonly FormStep[], formData: unknown): ReviewEntry[] {
  const entries: ReviewEntry[] = [];
  const covered = new Set<string>();
  for (const field of steps.flatMap(formFields)) {
    const key = field.path.join('.');
    // A nested property is listed with its parent object unless the parent was exploded.
    const parent = field.path.slice(0, -1).join('.');
    if (field.path.length > 1 && !covered.has(`${parent}:explode`)) continue;
    const value = getAtPath(formData, field.path);
    const options = reviewOptions(field);
    if (options.show === false || value === undefined || value === '') continue;
    if (options.explode && typeof value === 'object' && value !== null && !Array.isArray(value)) {
      covered.add(`${key}:explode`);
      continue;
    }
    let shown = display(value);
    if (isSecretField(field)) shown = SECRET_MASK;
    else if (typeof options.mask === 'string') shown = options.mask;
    entries.push({ key, label: labelOf(field), value: shown });
  }
  return entries;
}
