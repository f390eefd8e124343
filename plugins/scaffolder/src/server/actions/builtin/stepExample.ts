import { stringify } from 'yaml';
import type { ActionExample } from '../createTemplateAction';

/** An example of `GET /v2/actions`: one template step using the action, in YAML. */
export function stepExample(
  description: string,
  step: { id: string; name: string; action: string; input: Record<string, unknown> },
): ActionExample {
  return { description, example: stringify({ steps: [step] }) };
}
