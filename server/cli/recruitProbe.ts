import { aiRng, seedOf } from '../../shared/ai/aiRng.ts';
import { levelById } from '../../shared/ai/levels.ts';
import { playOut } from '../../shared/ai/playOut.ts';
import { scenarioById } from '../../shared/battle/scenario.ts';
import type { BattleState } from '../../shared/battle/model.ts';
import { arg, repoBattleMap } from './probeSupport.ts';

// #10: a level in one seat against another, seed by seed, as `npm run sim -- --ai` pairs them (the
// same battle seeds and generators): per battle the result, buys and dead per side, node owners, the
// units left. `--verbose N` prints the board (terrain, nodes by owner, units: upper case the probed
// seat's) at each move phase of seed N, and every command after the set-up.
// node --import tsx server/cli/recruitProbe.ts --scenario tutorial [--level recruit] [--vs random] [--seat 0] [--from 1] [--to 25] [--verbose N]
const scenario = scenarioById(arg('scenario', 'tutorial'))!;
const map = repoBattleMap(scenario.map);
const me = arg('level', 'recruit');
const them = arg('vs', 'random');
const seat = Number(arg('seat', '0'));
const from = Number(arg('from', '1'));
const to = Number(arg('to', '25'));
const verbose = Number(arg('verbose', '-1'));

// The skirmish map's units by letter (skirmish, tutorial and turf-war's types); any other type '?'.
const glyph: Record<string, string> = { police: 'p', agents: 'a', cultists: 'c', thugs: 't', gangsters: 'g', criminals: 'x', 'kung-fu': 'k', minions: 'm' };
function board(s: BattleState): string {
  const rows: string[] = ['  ' + Array.from({ length: map.width }, (_, x) => String(x % 10) + ' ').join('')];
  for (let y = 0; y < map.height; y++) {
    let r = '';
    for (let x = 0; x < map.width; x++) {
      const here = s.units.filter((u) => u.x === x && u.y === y && u.condition !== 'dead');
      const t = map.terrain[y * map.width + x];
      const node = map.nodes.findIndex((n) => n.x === x && n.y === y);
      const ch = here.length ? (glyph[here[0].type] ?? '?') : node >= 0 ? String(s.nodeOwners[node] ?? 'n') : ({ clear: '.', water: '~', 'deep-water': '=', barrier: '#', woods: 'w', rough: 'r', swamp: 's' } as Record<string, string>)[t as string] ?? String(t)[0];
      r += here.length ? (here[0].side === seat ? ch.toUpperCase() : ch) + (here.length > 1 ? String(here.length) : ' ') : ch + ' ';
    }
    rows.push(`${y % 10} ${r}`);
  }
  return rows.join('\n');
}

for (let seed = from; seed <= to; seed++) {
  let shown = '';
  const played = playOut(scenario, map, seed, 20000, (side) => {
    const level = levelById(side === seat ? me : them)!;
    const choose: typeof level.choose = (view, sd, rng) => {
      const c = level.choose(view, sd, rng);
      if (seed === verbose) {
        const key = `${view.turn}:${view.phase}:${sd}`;
        if (key !== shown && view.phase === 'move') {
          shown = key;
          console.log(`--- turn ${view.turn} side ${sd} move; RP ${view.resources.join('/')} nodes ${view.nodeOwners.join(',')}`);
          console.log(board(view as BattleState));
        }
        if (view.phase !== 'deploy') console.log(`  s${sd} ${view.phase} ${JSON.stringify(c)}`);
      }
      return c;
    };
    return { choose, rng: aiRng(seedOf(`${level.id}:${scenario.id}:${seed}:${side}`)) };
  });
  if ('error' in played) {
    console.log(seed, played.error);
    continue;
  }
  const r = played.state.result;
  const units = (s: number) => played.state.units.filter((u) => u.side === s && u.condition !== 'dead').map((u) => `${u.type}:${u.condition}`).join(',');
  const out = !r || !r.winners.length ? 'DRAW' : r.winners.includes(seat) ? 'win' : 'LOST';
  const buys = (sd: number) => played.log.filter((e) => e.side === sd && e.command.type === 'buy').length;
  const dead = (sd: number) => played.state.units.filter((u) => u.side === sd && u.condition === 'dead').length;
  console.log(`seed ${seed} ${out} buys ${buys(seat)}/${buys(1 - seat)} dead ${dead(seat)}/${dead(1 - seat)} nodes ${played.state.nodeOwners.join(',')} turn ${played.state.turn} ${r?.reason ?? 'limit'} | me ${units(seat)} | them ${units(1 - seat)}`);
  if (seed === verbose) console.log(board(played.state));
}
