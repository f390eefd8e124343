import { describe, expect, it } from 'vitest';
import { createSseParser } from './createSseParser';

describe('createSseParser', () => {
  it('reads named events and joins multi-line data with newlines', () => {
    const parser = createSseParser();
    expect(parser.push('event: log\ndata: first\ndata: second\n\n')).toEqual([
      { event: 'log', data: 'first\nsecond' },
    ]);
  });

  it('calls an unnamed event `message` and keeps a value without the space after the colon', () => {
    expect(createSseParser().push('data:{"a":1}\n\n')).toEqual([
      { event: 'message', data: '{"a":1}' },
    ]);
  });

  it('ignores comments, unknown fields, retry and events without data', () => {
    const parser = createSseParser();
    expect(parser.push(': keep-alive\n\nretry: 5000\nfoo: bar\n\nevent: ping\n\n')).toEqual([]);
    expect(parser.push(':comment\ndata: x\n\n')).toEqual([{ event: 'message', data: 'x' }]);
  });

  it('carries the last id over to later events, and refuses ids with NUL', () => {
    const parser = createSseParser();
    const events = parser.push('id: 7\ndata: a\n\ndata: b\n\nid: 8\0\ndata: c\n\nid\ndata: d\n\n');
    expect(events.map(event => event.id)).toEqual(['7', '7', '7', '']);
  });

  it('completes events split across chunks anywhere, CRLF included', () => {
    const text = 'event: log\r\ndata: {"id":1}\r\n\r\nevent: completion\rdata: done\r\r';
    for (let split = 1; split < text.length; split++) {
      const parser = createSseParser();
      const events = [
        ...parser.push(text.slice(0, split)),
        ...parser.push(text.slice(split)),
        ...parser.end(),
      ];
      expect(events, `split at ${split}`).toEqual([
        { event: 'log', data: '{"id":1}' },
        { event: 'completion', data: 'done' },
      ]);
    }
  });

  it('feeds one character at a time', () => {
    const parser = createSseParser();
    const events = [...'data: one\n\ndata: two\n\n'].flatMap(char => parser.push(char));
    expect(events.map(event => event.data)).toEqual(['one', 'two']);
  });

  it('drops an event the stream ended before closing with a blank line', () => {
    const parser = createSseParser();
    expect(parser.push('data: half')).toEqual([]);
    expect(parser.end()).toEqual([]);
  });

  it('keeps an empty data line as an event with empty data', () => {
    expect(createSseParser().push('data:\n\n')).toEqual([{ event: 'message', data: '' }]);
  });
});
