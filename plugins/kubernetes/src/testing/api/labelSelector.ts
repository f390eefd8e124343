/**
 * Kubernetes label selectors as the API server reads `?labelSelector=`: `a=b`, `a==b`, `a!=b`,
 * `a in (x,y)`, `a notin (x,y)`, `a`, `!a`; requirements joined by commas must all hold.
 */

export type LabelRequirement =
  | { key: string; op: 'in' | 'notin'; values: string[] }
  | { key: string; op: 'exists' | 'notexists' };

export type Labels = Readonly<Record<string, string>>;

/** Splits on commas outside parentheses, so `a in (x,y),b` is two requirements. */
function splitRequirements(selector: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of selector) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts.map(part => part.trim()).filter(part => part !== '');
}

const SET_FORM = /^(\S+)\s+(in|notin)\s*\(([^)]*)\)$/;
const EQUALITY_FORM = /^([^!=\s]+)\s*(==|=|!=)\s*(\S*)$/;
const EXISTS_FORM = /^(!?)\s*([^!=\s()]+)$/;

/** Throws on what a real API server would answer 400 for. */
export function parseLabelSelector(selector: string): LabelRequirement[] {
  return splitRequirements(selector).map(part => {
    const set = SET_FORM.exec(part);
    if (set) {
      const values = (set[3] ?? '').split(',').map(value => value.trim());
      return { key: set[1] ?? '', op: set[2] === 'in' ? 'in' : 'notin', values };
    }
    const equality = EQUALITY_FORM.exec(part);
    if (equality) {
      const values = [equality[3] ?? ''];
      return { key: equality[1] ?? '', op: equality[2] === '!=' ? 'notin' : 'in', values };
    }
    const exists = EXISTS_FORM.exec(part);
    if (exists) return { key: exists[2] ?? '', op: exists[1] ? 'notexists' : 'exists' };
    throw new Error(`unable to parse requirement: ${part}`);
  });
}

export function matchesLabels(requirements: LabelRequirement[], labels: Labels = {}): boolean {
  return requirements.every(requirement => {
    const value = labels[requirement.key];
    switch (requirement.op) {
      case 'exists':
        return value !== undefined;
      case 'notexists':
        return value === undefined;
      case 'in':
        return value !== undefined && requirement.values.includes(value);
      case 'notin':
        // As in Kubernetes, `a!=b` and `a notin (b)` also match objects without the label.
        return value === undefined || !requirement.values.includes(value);
    }
  });
}
