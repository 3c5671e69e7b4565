import type { CombatSetup, Rect } from '../../shared/combatSetup/index.ts';

// The readable form of a combat set-up, for `npm run -s combat-setup` without --json.

const rect = (r: Rect) => `(${r.x},${r.y}) ${r.w}x${r.h}`;
const rects = (rs: Rect[]) => (rs.length <= 3 ? rs.map(rect).join(', ') : `${rs.map(rect).slice(0, 3).join(', ')} and ${rs.length - 3} more`);
const face = (f: number | null) => (f === null ? 'set by the episode' : `rolled ${f}`);

export function summaryLines(s: CombatSetup): string[] {
  const { cube, preparation: p, deployment: d, environments: e, complications: c, task: t } = s;
  const out: string[] = [];
  out.push(`Step: ${s.step.opponents.count} ${s.step.opponents.group}, level ${s.step.level}, ${s.step.time}; heroes ${s.heroes.join(', ')}`);
  if (s.step.opponents.rolled) out.push(`Opponents (HC-11): ${s.step.opponents.rolled}`);
  out.push(`Board: ${s.board.name} ${s.board.width}x${s.board.height}; turn limit ${s.turnLimit}`);
  out.push(
    `Cube (HC-01): side ${cube.side} (d10 ${cube.face}), squares ${rect(cube.bounds)}, levels ${cube.zMin} to ${cube.zMax}${cube.fitsBoard ? '' : ' (larger than any board)'}`,
  );
  out.push(`Preparation (HC-02): ${p.name} (${face(p.face)}); personal actions heroes ${p.personalActions.heroes}, opponents ${p.personalActions.opponents}`);
  if (p.tactics) out.push(`  Tactics: ${p.tactics.rolls.map((r) => `${r.who} ${r.total}`).join(' vs ')}: ${p.tactics.winner} win${p.tactics.major ? ' (major)' : ''}`);
  if (p.ambush) {
    out.push(`  Ambush by ${p.ambush.ambushers}${p.ambush.forced ? ' (the episode says so)' : ''}; turn 1 actions: ${p.ambush.turnOne.map((x) => `${x.who} ${x.actions}`).join(', ')}`);
  }
  out.push(`Deployment (HC-03): ${d.type} (d10 ${d.face}), ${d.mode === 'alternating' ? 'one figure at a time' : 'whole team'}, ${d.first} first${d.chosenBy === 'winner' ? ' (the Tactics winner chooses)' : ''}`);
  const where = d.from.edge ?? d.from.corner ?? 'centre';
  out.push(`  from ${d.from.name} (${where}), distance ${d.distance.near}-${d.distance.far}; range ${d.range.low}${d.range.high === null ? '+' : `-${d.range.high}`}${d.relaxed ? ' (relaxed: no square in range)' : ''}${d.limitedArea ? '; read on the cube as the board (Limited Area)' : ''}`);
  for (const side of [d.first, d.second]) out.push(`  ${side}: ${rects(d.areas[side])}${d.insideCube[side] ? '' : ' (outside the cube: no choice)'}`);
  out.push(`Environments (HC-04): ${e.count.count} rolled (d5 ${e.count.face}); in force: ${e.list.map((x) => (x.value ? `${x.name} ${x.value.total}` : `${x.name} (default)`)).join(', ')}`);
  for (const l of e.lifeSupport) out.push(`  life support ${l.environment}, ${l.side}: ${l.result}${l.penalty ? ` (-${l.penalty} Move, Accuracy, Sense)` : ''}`);
  if (e.air) out.push(`  Air deployment (HC-05): ${e.air.id}; ${e.air.platforms.length} platform(s), ${e.air.crafts.map((x) => `${x.count} ${x.kind} for ${x.sides.join('+')}`).join(', ') || 'no craft'}`);
  out.push(`Complications (HC-06): ${c.count.count} rolled (d6 ${c.count.face}) + the relationship`);
  for (const x of c.list) {
    const at = x.where.rects.length + x.where.squares.length > 0 ? ` [${x.where.rects.length} areas, ${x.where.squares.length} squares]` : '';
    out.push(`  ${x.name}${x.doubled ? ' (twice)' : ''} (${x.source === 'automatic' ? 'automatic' : `d30 ${x.face}`}): ${x.effect}${at}`);
  }
  // HC-06 "re-roll ... anything that doesn't make sense" (reroll.ts): what was rolled first and why.
  for (const x of c.senseless ?? []) {
    out.push(`  re-rolled: ${x.name} (d30 ${x.face}) made no sense here (${x.why}); d30 ${x.tries.join(', ')}${x.kept ? `, kept ${c.list[x.index].name}` : ': none could be laid, so it stands taken back'}`);
  }
  out.push(`Task (HC-08, HC-09): ${t.skills.join(' + ')} DC ${t.dc}, ${t.when.id} the fight (${face(t.when.face)}); ${t.limits.text} (d6 ${t.limits.face}) -> DC ${t.effectiveDc}`);
  return out;
}
