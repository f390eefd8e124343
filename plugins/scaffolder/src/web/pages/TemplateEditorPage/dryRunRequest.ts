import type { DryRunRequest } from '../../../shared/contract';
import type { FormStep } from '../TemplateWizardPage/extractUiSchema';
import { splitSecrets } from '../TemplateWizardPage/formFields';
import { bytesToBase64 } from '../../zip/base64';
import type { TemplateDirectory } from './templateDirectory';

/**
 * The dry-run body: the parsed template, the preview form's values (secrets apart, as the wizard
 * sends them) and every file of the template's directory, relative to it, because the server
 * places the template file at the root of what it receives.
 */
export function dryRunRequest(options: {
  directory: TemplateDirectory;
  templatePath: string;
  template: Record<string, unknown>;
  steps: readonly FormStep[];
  formData: Record<string, unknown>;
}): DryRunRequest {
  const { values, secrets } = splitSecrets(options.steps, options.formData);
  const slash = options.templatePath.lastIndexOf('/');
  const base = slash < 0 ? '' : options.templatePath.slice(0, slash + 1);
  return {
    template: options.template,
    values,
    secrets,
    directoryContents: options.directory.files
      .filter(file => file.path.startsWith(base))
      .map(file => ({
        path: file.path.slice(base.length),
        base64Content: bytesToBase64(file.bytes),
      })),
  };
}
