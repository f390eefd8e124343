import { parseDocument } from 'yaml';
import { ConfigError } from './ConfigError';

/**
 * Parses YAML (JSON is a subset) and turns the first syntax error into a ConfigError naming the file
 * and line, because the parser's own message carries neither the file nor a one-line summary.
 */
export function parseConfigYaml(text: string, fileName: string): unknown {
  const document = parseDocument(text, { prettyErrors: true });
  const [error] = document.errors;
  if (error !== undefined) {
    const reason = (error.message.split('\n')[0] ?? '').replace(/ at line \d+, column \d+:?$/, '');
    const position = error.linePos?.[0];
    const where = position ? ` at line ${position.line}, column ${position.col}` : '';
    throw new ConfigError(`Malformed YAML in '${fileName}'${where}: ${reason}`, { cause: error });
  }
  return document.toJS();
}
