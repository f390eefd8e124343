/**
 * A tiny stand-in for `/bin/sh` in a container: enough for a terminal test to type a command and
 * read its output. With a TTY it echoes keystrokes, edits the line and prints `$ ` prompts.
 */
export interface ShellOptions {
  hostname: string;
  tty: boolean;
  write(stream: 'stdout' | 'stderr', text: string): void;
  exit(code: number): void;
}

export interface Shell {
  /** Bytes from the user, as they arrive on the stdin channel. */
  input(text: string): void;
  /** Runs one command line non-interactively (`command=echo&command=hi`). */
  run(line: string): void;
  start(): void;
}

const PROMPT = '$ ';

export function createShell(options: ShellOptions): Shell {
  const newline = options.tty ? '\r\n' : '\n';
  let line = '';
  let exited = false;
  let previous = '';
  const print = (text: string, stream: 'stdout' | 'stderr' = 'stdout'): void =>
    options.write(stream, text.replace(/\n/g, newline));

  /** Returns the exit code, or undefined when the shell itself should end with it. */
  function execute(commandLine: string): { code: number; exit?: boolean } {
    const [command = '', ...args] = commandLine.trim().split(/\s+/);
    switch (command) {
      case '':
      case 'true':
        return { code: 0 };
      case 'false':
        return { code: 1 };
      case 'echo':
        print(`${args.join(' ')}\n`);
        return { code: 0 };
      case 'hostname':
        print(`${options.hostname}\n`);
        return { code: 0 };
      case 'whoami':
        print('root\n');
        return { code: 0 };
      case 'pwd':
        print('/\n');
        return { code: 0 };
      case 'ls':
        print('bin  etc  home  proc  root  tmp  usr  var\n');
        return { code: 0 };
      case 'exit':
        return { code: Number(args[0] ?? 0) || 0, exit: true };
      default:
        print(`sh: 1: ${command}: not found\n`, 'stderr');
        return { code: 127 };
    }
  }

  function finish(code: number): void {
    if (exited) return;
    exited = true;
    options.exit(code);
  }

  function submit(): void {
    if (options.tty) options.write('stdout', '\r\n');
    const result = execute(line);
    line = '';
    if (result.exit) return finish(result.code);
    if (options.tty) options.write('stdout', PROMPT);
  }

  return {
    start() {
      if (options.tty) options.write('stdout', PROMPT);
    },
    run(commandLine) {
      finish(execute(commandLine).code);
    },
    input(text) {
      for (const char of text) {
        if (exited) return;
        const afterReturn = previous === '\r';
        previous = char;
        // Enter arrives as `\r` from a terminal and `\n` from a script; `\r\n` is one line.
        if (char === '\n' && afterReturn) continue;
        if (char === '\r' || char === '\n') {
          submit();
        } else if (char === '\x7f' || char === '\b') {
          if (line.length > 0 && options.tty) options.write('stdout', '\b \b');
          line = line.slice(0, -1);
        } else if (char === '\x03') {
          line = '';
          if (options.tty) options.write('stdout', `^C\r\n${PROMPT}`);
        } else if (char === '\x04') {
          if (line === '') finish(0);
        } else {
          line += char;
          if (options.tty) options.write('stdout', char);
        }
      }
    },
  };
}
