import { stepBattleOf, arg } from './probeSupport.ts';

// HC-06 (issue 11): the set-ups whose complication is still taken back (listed "HC-06: …" in
// notInForce), and the complications re-rolled because they would not make sense here.
// Usage: node --import tsx server/cli/takenBackProbe.ts --from 1 --to 1000 [--list] [--no-reroll]
// (--no-reroll: the set-ups as rolled, every such complication taken back as before this session).

const from = Number(arg('from', '1'));
const to = Number(arg('to', '1000'));
const list = process.argv.includes('--list');
const noReroll = process.argv.includes('--no-reroll');
let setups = 0;
let complications = 0;
let rerolled = 0;
const byName = new Map<string, number>();
for (let seed = from; seed <= to; seed++) {
  const { setup, map, notInForce } = stepBattleOf(seed, noReroll);
  const back = notInForce.filter((n) => n.startsWith('HC-06:'));
  const senseless = setup.complications.senseless ?? [];
  rerolled += senseless.filter((x) => x.kept).length;
  if (list && senseless.length) console.log(`seed ${seed}: ${senseless.map((x) => `${x.name} (d30 ${x.face}) -> d30 ${x.tries.join(', ')}${x.kept ? '' : ' (none laid)'}`).join('; ')}`);
  if (!back.length) continue;
  setups++;
  complications += back.length;
  for (const n of back) byName.set(n, (byName.get(n) ?? 0) + 1);
  if (list) console.log(`seed ${seed} taken back: ${map.complications!.filter((c) => !c.inForce).map((c) => `${c.name} (${c.how})`).join('; ')}`);
}
console.log(`seeds ${from}-${to}: ${setups} set-ups with a complication taken back, ${complications} complications; ${rerolled} re-rolled for not making sense`);
for (const [n, k] of [...byName].sort((a, b) => b[1] - a[1])) console.log(`  ${n}: ${k}`);
