import { describe, expect, it } from 'vitest';
import { parseTemplateForm } from './parseTemplateForm';

describe('parseTemplateForm', () => {
  it('reads spec.parameters of a template, moving ui:* keys into the uiSchema', () => {
    const parsed = parseTemplateForm(`
apiVersion: scaffolder.backstage.io/v1beta3
kind: Template
metadata: { name: demo }
spec:
  parameters:
    - title: Basics
      required: [name]
      properties:
        name: { type: string, ui:autofocus: true }
    - properties:
        owner: { type: string, ui:field: OwnerPicker }
  steps: []
`);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.template?.['kind']).toBe('Template');
    expect(parsed.steps.map(step => step.title)).toEqual([
      'Basics',
      'Please enter the following information',
    ]);
    expect(parsed.steps[0]?.schema).toEqual({
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string' } },
    });
    expect(parsed.steps[1]?.uiSchema).toEqual({ owner: { 'ui:field': 'OwnerPicker' } });
  });

  it('takes the parameters alone, as one step or a list', () => {
    const single = parseTemplateForm('properties:\n  name: { type: string }\n');
    expect(single.ok && single.steps.length).toBe(1);
    const list = parseTemplateForm('- properties: {}\n- properties: {}\n');
    expect(list.ok && list.steps.length).toBe(2);
  });

  it('answers problems as text instead of throwing', () => {
    const broken = parseTemplateForm('spec:\n  parameters: [\n');
    expect(broken.ok).toBe(false);
    expect(!broken.ok && broken.error).toMatch(/flow sequence|Missing|Unexpected/i);
    expect(parseTemplateForm('spec:\n  parameters: [3]\n')).toEqual({
      ok: false,
      error: 'Parameter step 1 is not an object',
    });
    expect(parseTemplateForm('just text').ok).toBe(false);
  });
});
