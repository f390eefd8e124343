/** Where a command writes and where it runs, passed in so commands can be tested in-process. */
export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  cwd: string;
}
