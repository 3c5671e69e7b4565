import { playOut } from '../../shared/ai/playOut.ts';
import { arg, stepBattleOf, twoLevels } from './probeSupport.ts';

// Issue 11 probe (HC-06 Automated Defences with the scripted levels): the combat-step battles whose
// set-up lays Automated Defences, the heroes' side (0) played by one level and the opponents by
// another; how often the emplacements fire, hit (to-hit roll) and hurt (the strike), whom, with their
// extras (secondary attack, Touch Shield) and a second roll, and how often units attack and destroy them;
// HC-07 the damage-type extras carried and what they did, the D8 against being doubled, the shield's stuns.
// node --import tsx server/cli/defenceProbe.ts [--from 1] [--to 600] [--ai sergeant,sergeant] [--each]

const [heroes, opponents] = arg('ai', 'sergeant,sergeant').split(',');

const t = { battles: 0, emplacements: 0, secondRoll: 0, withShield: 0, withSecondary: 0, shots: 0, toHit: 0, secondaryShots: 0, hits: 0, atHeroes: 0, hitsAtHeroes: 0, atVillains: 0, killed: 0, attacked: 0, attackHits: 0, destroyed: 0, shieldStrikes: 0, shieldHurt: 0, heroesWon: 0, turns: 0, withTypeExtra: {} as Record<string, number>, effects: {} as Record<string, number>, persistentStrikes: 0, doubles: 0, doublesAvoided: 0, shieldStuns: 0 };
for (let seed = Number(arg('from', '1')); seed <= Number(arg('to', '600')); seed++) {
  const { scenario, map } = stepBattleOf(seed);
  const x = map.hazards?.defences;
  if (!x) continue;
  t.battles++;
  t.emplacements += x.list.length;
  t.secondRoll += x.list.filter((d) => d.set).length;
  if ([x, ...(x.others ?? [])].some((n) => n.shield)) t.withShield++;
  if ([x, ...(x.others ?? [])].some((n) => n.secondary)) t.withSecondary++;
  // HC-07: the damage-type extra each battle's emplacements carry, and what it did.
  for (const n of [x, ...(x.others ?? [])]) if (n.onHit) t.withTypeExtra[n.onHit] = (t.withTypeExtra[n.onHit] ?? 0) + 1;
  const out = playOut(scenario, map, seed, 20000, twoLevels(heroes, opponents, scenario.id));
  if ('error' in out) throw new Error(`seed ${seed}: ${out.error}`);
  let shots = 0;
  for (const { events } of out.log)
    for (const e of events) {
      if ((e.type === 'defenceFire' || e.type === 'hazard') && e.effect) t.effects[e.effect.kind] = (t.effects[e.effect.kind] ?? 0) + 1;
      if (e.type === 'hazard' && e.source.includes(': persistent ')) t.persistentStrikes++;
      if (e.type === 'defenceHit' && e.double) {
        t.doubles++;
        if (!e.double.kept) t.doublesAvoided++;
      }
      if (e.type === 'defenceHit' && e.shield?.stunned) t.shieldStuns++;
      if (e.type === 'defenceFire') {
        shots++;
        t.shots++;
        if (e.strike) t.toHit++;
        if (e.secondary) t.secondaryShots++;
        if (e.damage > 0) t.hits++;
        if (e.after === 'dead' && e.before !== 'dead') t.killed++;
        const u = out.state.units.find((v) => v.id === e.unitId);
        if (u?.side === 0 && e.damage > 0) t.hitsAtHeroes++;
        if (u?.side === 0) t.atHeroes++;
        else t.atVillains++;
      }
      if (e.type === 'defenceHit') {
        t.attacked++;
        if (e.damage > 0) t.attackHits++;
        if (e.after === 'dead') t.destroyed++;
        if (e.shield) t.shieldStrikes++;
        if (e.shield && e.shield.damage > 0) t.shieldHurt++;
      }
    }
  t.turns += out.state.turn;
  if (out.state.result?.winners.includes(0)) t.heroesWon++;
  if (process.argv.includes('--each')) console.log(seed, `${x.list.length}× ${x.text} sides ${x.sides.join('+')} range ${x.range}`, `shots ${shots}`, `ended turn ${out.state.turn}`, out.state.result?.reason ?? '');
}
console.log(JSON.stringify({ heroes, opponents, ...t }));
