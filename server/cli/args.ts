import { parseArgs, type ParseArgsConfig } from 'node:util';

// The CLIs' shared edge: parse the arguments, print the usage for --help, and turn a bad option into
// a message and exit code 2, so each command only reads its own options.

export type CliValues = Record<string, string | boolean | undefined>;

/** The parsed options, or the exit code when the command should stop here (0 for --help, 2 for bad input). */
export function parseCli(name: string, usage: string, argv: string[], options: NonNullable<ParseArgsConfig['options']>): CliValues | number {
  let values: CliValues;
  try {
    ({ values } = parseArgs({ args: argv, options: { ...options, help: { type: 'boolean', short: 'h' } } }) as { values: CliValues });
  } catch (e) {
    console.error(`${name}: ${(e as Error).message}\n${usage}`);
    return 2;
  }
  if (values.help) {
    console.log(usage);
    return 0;
  }
  return values;
}
