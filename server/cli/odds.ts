import { opposedOdds, type OddsInput } from '../../shared/battle/rules/odds.ts';
import { parseCli } from './args.ts';

// npm run -s odds -- --attack A --defend D [--attack-bonus N ...] [--json]

const usage = 'usage: npm run -s odds -- --attack A --defend D [--attack-bonus N] [--attack-penalty N] [--defend-bonus N] [--defend-penalty N] [--json]';

function main(argv: string[]): number {
  const values = parseCli('odds', usage, argv, {
    attack: { type: 'string' },
    defend: { type: 'string' },
    'attack-bonus': { type: 'string' },
    'attack-penalty': { type: 'string' },
    'defend-bonus': { type: 'string' },
    'defend-penalty': { type: 'string' },
    json: { type: 'boolean' },
  });
  if (typeof values === 'number') return values;
  const num = (name: string, min: number, max: number, required: boolean): number | string => {
    const raw = values[name];
    if (raw === undefined) return required ? `--${name} is required` : 0;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) return `--${name} must be a whole number from ${min} to ${max}, got "${String(raw)}"`;
    return n;
  };
  const fields: [keyof OddsInput, string, number, number, boolean][] = [
    ['attack', 'attack', 1, 30, true],
    ['defend', 'defend', 1, 30, true],
    ['attackBonus', 'attack-bonus', 0, 8, false],
    ['attackPenalty', 'attack-penalty', 0, 8, false],
    ['defendBonus', 'defend-bonus', 0, 8, false],
    ['defendPenalty', 'defend-penalty', 0, 8, false],
  ];
  const input: Record<string, number> = {};
  for (const [key, flag, min, max, required] of fields) {
    const v = num(flag, min, max, required);
    if (typeof v === 'string') {
      console.error(`odds: ${v}\n${usage}`);
      return 2;
    }
    input[key] = v;
  }
  const odds = opposedOdds(input as unknown as OddsInput);
  if (values.json) {
    console.log(JSON.stringify({ input, attackerWins: odds.attackerWins, defenderWins: 1 - odds.attackerWins, expectedDamage: odds.expectedDamage, damage: odds.damage }));
    return 0;
  }
  console.log(`Attack ${input.attack} (+${input.attackBonus}/-${input.attackPenalty} dice) vs Defend ${input.defend} (+${input.defendBonus}/-${input.defendPenalty} dice)`);
  console.log(`attacker wins ${(odds.attackerWins * 100).toFixed(2)}%, expected damage ${odds.expectedDamage.toFixed(3)}`);
  for (const [dmg, p] of Object.entries(odds.damage)) console.log(`  damage ${dmg.padStart(2)}: ${(p * 100).toFixed(2)}%`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
