import { describe, expect, it } from 'vitest';
import { pickRequestId } from './requestId';

describe('pickRequestId', () => {
  it('keeps a plain incoming id', () => {
    expect(pickRequestId('abc-123')).toBe('abc-123');
  });

  it('replaces ids that could forge log lines or are too long', () => {
    expect(pickRequestId('abc\ninjected')).not.toContain('\n');
    expect(pickRequestId('x'.repeat(500))).toHaveLength(36);
    expect(pickRequestId(undefined)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
