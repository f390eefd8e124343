import { describe, expect, it } from 'vitest';
import { toFormStep } from '../TemplateWizardPage/extractUiSchema';
import { dryRunRequest } from './dryRunRequest';

const encoder = new TextEncoder();

describe('dryRunRequest', () => {
  it('sends the files below the template’s folder relative to it, and secrets apart', () => {
    const steps = [
      toFormStep({
        title: 'Access',
        schema: {
          type: 'object',
          properties: { name: { type: 'string' }, token: { type: 'string', 'ui:field': 'Secret' } },
        },
      }),
    ];
    const request = dryRunRequest({
      directory: {
        name: 'templates',
        files: [
          { path: 'README.md', bytes: encoder.encode('top') },
          { path: 'service/skeleton/a.txt', bytes: encoder.encode('a') },
          { path: 'service/template.yaml', bytes: encoder.encode('kind: Template') },
        ],
      },
      templatePath: 'service/template.yaml',
      template: { kind: 'Template' },
      steps,
      formData: { name: 'payments', token: 'abc' },
    });
    expect(request).toEqual({
      template: { kind: 'Template' },
      values: { name: 'payments', token: '***' },
      secrets: { token: 'abc' },
      directoryContents: [
        { path: 'skeleton/a.txt', base64Content: 'YQ==' },
        { path: 'template.yaml', base64Content: btoa('kind: Template') },
      ],
    });
  });
});
