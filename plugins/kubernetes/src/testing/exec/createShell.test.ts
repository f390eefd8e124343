import { describe, expect, it } from 'vitest';
import { createShell } from './createShell';

function shell(tty: boolean) {
  const output: string[] = [];
  const exits: number[] = [];
  const instance = createShell({
    hostname: 'web-0',
    tty,
    write: (stream, text) => output.push(`${stream}:${text}`),
    exit: code => exits.push(code),
  });
  return { instance, output, exits };
}

describe('createShell', () => {
  it('echoes keystrokes, edits the line and prompts again with a TTY', () => {
    const { instance, output } = shell(true);
    instance.start();
    instance.input('echo hellp\x7fo\r\n');
    expect(output.join('')).toBe(
      'stdout:$ ' +
        'stdout:estdout:cstdout:hstdout:ostdout: stdout:hstdout:estdout:lstdout:lstdout:p' +
        'stdout:\b \bstdout:ostdout:\r\nstdout:hello\r\nstdout:$ ',
    );
  });

  it('reports unknown commands on stderr and exits with exit', () => {
    const { instance, output, exits } = shell(false);
    instance.start();
    instance.input('kubectl\nexit 2\n');
    expect(output).toEqual(['stderr:sh: 1: kubectl: not found\n']);
    expect(exits).toEqual([2]);
  });
});
