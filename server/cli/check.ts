import { checkOdds } from '../../shared/skills/odds.ts';
import { parseCli } from './args.ts';

// npm run -s check -- --modifier M --dc D [--fortune] [--misfortune] [--no-criticals] [--json]
// The exact odds of a d20 skill check (SC-01, SC-05, SC-06), counted over every die.

const usage = 'usage: npm run -s check -- --modifier M --dc D [--fortune] [--misfortune] [--no-criticals] [--json]';

function main(argv: string[]): number {
  const values = parseCli('check', usage, argv, {
    modifier: { type: 'string' },
    dc: { type: 'string' },
    fortune: { type: 'boolean' },
    misfortune: { type: 'boolean' },
    'no-criticals': { type: 'boolean' },
    json: { type: 'boolean' },
  });
  if (typeof values === 'number') return values;
  const num = (name: string): number | string => {
    const raw = values[name];
    if (raw === undefined) return `--${name} is required`;
    const n = Number(raw);
    if (!Number.isInteger(n) || Math.abs(n) > 1000) return `--${name} must be a whole number from -1000 to 1000, got "${String(raw)}"`;
    return n;
  };
  const modifier = num('modifier');
  const dc = num('dc');
  for (const v of [modifier, dc]) {
    if (typeof v === 'string') {
      console.error(`check: ${v}\n${usage}`);
      return 2;
    }
  }
  const input = { modifier: modifier as number, dc: dc as number, fortune: !!values.fortune, misfortune: !!values.misfortune, criticals: !values['no-criticals'] };
  const odds = checkOdds(input);
  if (values.json) {
    console.log(JSON.stringify({ input, ...odds.p, success: odds.success, counts: odds.counts, outOf: odds.outOf }));
    return 0;
  }
  const luck = input.fortune === input.misfortune ? '' : input.fortune ? ' with fortune' : ' with misfortune';
  console.log(`d20 ${input.modifier >= 0 ? '+' : ''}${input.modifier} against DC ${input.dc}${luck}: success or better ${(odds.success * 100).toFixed(2)}%`);
  for (const [d, p] of Object.entries(odds.p)) console.log(`  ${d.padEnd(16)} ${(p * 100).toFixed(2).padStart(6)}%  (${odds.counts[d as keyof typeof odds.counts]}/${odds.outOf})`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
