import { stepBattleOf } from './probeSupport.ts';

// HC-06 (issue 11): set-ups that roll both Weak and Hard Floor, and what the battle's map keeps.
// `node --import tsx server/cli/floorsProbe.ts [last seed]`.
const last = Number(process.argv[2] ?? 1000);
let both = 0;
let twoOnMap = 0;
for (let seed = 1; seed <= last; seed++) {
  const ids = stepBattleOf(seed).setup.complications.list.map((c) => c.id);
  if (!ids.includes('weak-floor') || !ids.includes('hard-floor')) continue;
  const { map } = stepBattleOf(seed);
  both++;
  if ((map.hazards?.floors?.length ?? 0) === 2) twoOnMap++;
  const cs = map.complications!.filter((c) => c.id.endsWith('-floor'));
  console.log(seed, cs.map((c) => `${c.id} ${JSON.stringify(c.rects[0])} ${c.inForce ? 'in force' : `NOT: ${c.how}`}`).join(' | '));
}
console.log({ both, twoOnMap });
