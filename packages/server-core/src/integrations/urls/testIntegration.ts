import type { ScmIntegration, ScmIntegrationType } from '../ScmIntegration';

/** An integration as the config reader makes it, for tests: `https://{host}` unless overridden. */
export function testIntegration(
  type: ScmIntegrationType,
  host: string,
  overrides: Partial<ScmIntegration> = {},
): ScmIntegration {
  return { type, host, title: host, baseUrl: `https://${host}`, ...overrides };
}
