import { runCli } from './runCli';

process.exitCode = await runCli(process.argv.slice(2), {
  out: line => process.stdout.write(`${line}\n`),
  err: line => process.stderr.write(`${line}\n`),
  cwd: process.cwd(),
});
