import { format, resolveConfig } from 'prettier';

/**
 * Formats a file as `npm run format` would, with the Prettier configuration that applies at its
 * path; the templates are written formatted, this keeps long ids from breaking that.
 */
export async function formatFile(filePath: string, content: string): Promise<string> {
  const options = await resolveConfig(filePath);
  return format(content, { ...options, filepath: filePath });
}
