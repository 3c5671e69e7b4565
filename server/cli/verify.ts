import { readFileSync } from 'node:fs';
import { battleModule } from '../../shared/battle/module.ts';
import { verifyRecord } from '../../shared/core/verify.ts';

// npm run -s verify -- <record.json>
// Replays a finished battle's record from its revealed seed and says whether every die, every event
// and the final state are what the record shows (exit 0), or where the first difference is (exit 1).

const usage = 'usage: npm run -s verify -- <record.json>   (a record from "Save the record" or sim --export)';

function main(argv: string[]): number {
  if (argv.length !== 1 || argv[0] === '--help' || argv[0] === '-h') {
    console.error(usage);
    return argv[0] === '--help' || argv[0] === '-h' ? 0 : 2;
  }
  let input: unknown;
  try {
    input = JSON.parse(readFileSync(argv[0], 'utf8'));
  } catch (e) {
    console.error(`verify: cannot read ${argv[0]} as JSON: ${(e as Error).message}`);
    return 2;
  }
  const verdict = verifyRecord(battleModule, input);
  if (verdict.ok) {
    console.log(verdict.summary);
    return 0;
  }
  console.log(`NOT VERIFIED: ${verdict.message}`);
  return 1;
}

process.exitCode = main(process.argv.slice(2));
