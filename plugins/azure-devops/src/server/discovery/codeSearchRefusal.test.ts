import { describe, expect, it } from 'vitest';
import { NotAllowedError, NotFoundError, ServiceUnavailableError } from '@atrium/model';
import { codeSearchRefusal } from './codeSearchRefusal';

const NOW = Date.parse('2026-01-01T00:00:00Z');
const refusal = (status: number, headers: Record<string, string> = {}, detail?: string) =>
  codeSearchRefusal('tfs.example.com', new Response(null, { status, headers }), detail, NOW);

describe('codeSearchRefusal', () => {
  it('reads 429, and 503 with Retry-After, as the rate limit with the time it lifts', () => {
    const limited = refusal(429, { 'retry-after': '90' });
    expect(limited.resumesAt).toBe(NOW + 90_000);
    expect(limited.error).toBeInstanceOf(ServiceUnavailableError);
    expect(limited.error.message).toBe(
      'The API rate limit of tfs.example.com is reached; reading from it resumes at 2026-01-01T00:01:30.000Z',
    );
    expect(refusal(503, { 'retry-after': '5' }).resumesAt).toBe(NOW + 5_000);
    // Without a time, a 429 still means waiting; a bare 503 is an outage, not the limit.
    expect(refusal(429).resumesAt).toBe(NOW + 60_000);
    const outage = refusal(503);
    expect(outage.resumesAt).toBeUndefined();
    expect(outage.error.message).toBe('Code search on tfs.example.com answered HTTP 503');
  });

  it('names the integration for refused credentials, whatever the host said', () => {
    for (const status of [401, 403]) {
      const { error, resumesAt } = refusal(status, {}, 'TF400813: not authorized');
      expect(error).toBeInstanceOf(NotAllowedError);
      expect(resumesAt).toBeUndefined();
      expect(error.message).toBe(
        `Code search on tfs.example.com was refused (HTTP ${status}): check the credentials of integrations.azure for tfs.example.com`,
      );
    }
  });

  it("passes on the host's message for a missing organisation and a refused query", () => {
    const missing = refusal(404, {}, 'The project does not exist');
    expect(missing.error).toBeInstanceOf(NotFoundError);
    expect(missing.error.message).toBe(
      'Code search on tfs.example.com found no such organization or project, or no Code Search extension (HTTP 404): The project does not exist',
    );
    expect(refusal(400, {}, 'Bad filter').error.message).toBe(
      'Code search on tfs.example.com refused the query (HTTP 400): Bad filter',
    );
    expect(refusal(302).error.message).toBe('Code search on tfs.example.com answered HTTP 302');
  });
});
