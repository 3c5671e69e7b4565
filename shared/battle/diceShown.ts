import type { BattleEvent } from './events.ts';
import type { OpposedResult, RollResult } from './rules/dice.ts';

// Every die a batch of events showed, in a fixed order: what a record's verifier compares one by
// one, so a changed die is named as that die.

function roll(r: RollResult): number[] {
  return r.dice;
}

/** An opposed roll's dice: the two rolls, then tie dice in pairs. */
function pair(r: OpposedResult): number[] {
  const out = [...roll(r.a), ...roll(r.b)];
  r.tieDiceA.forEach((d, i) => out.push(d, r.tieDiceB[i]));
  return out;
}

export function diceShown(events: readonly BattleEvent[]): number[] {
  const out: number[] = [];
  for (const e of events) {
    if (e.type === 'reactOrder') {
      for (const r of e.rolls) out.push(...roll(r.roll));
      for (const r of e.rolls) out.push(...r.tieDice);
    } else if (e.type === 'attack') {
      if (e.support) out.push(...roll(e.support.roll));
      out.push(...roll(e.roll.a), ...roll(e.roll.b));
      // Tie dice come in pairs, attacker's then defender's.
      e.roll.tieDiceA.forEach((d, i) => out.push(d, e.roll.tieDiceB[i]));
    } else if ((e.type === 'hazard' && e.roll) || e.type === 'defenceFire' || e.type === 'defenceHit' || e.type === 'balance' || e.type === 'knockdown' || e.type === 'slide') {
      if (e.type === 'defenceFire' && e.drawn) out.push(e.drawn.die);
      const r = e.roll!;
      out.push(...roll(r.a), ...roll(r.b));
      r.tieDiceA.forEach((d, i) => out.push(d, r.tieDiceB[i]));
      if (e.type === 'slide' && e.roll.winner === 'b') out.push(e.die);
      // HC-06: a defence's hit strikes (a second roll); a Touch Shield strikes back at a melee attacker.
      const more = e.type === 'defenceFire' ? e.strike : e.type === 'defenceHit' ? e.shield?.roll : undefined;
      if (more) out.push(...pair(more));
    } else if (e.type === 'explosive' || e.type === 'shock') out.push(e.die);
    else if (e.type === 'floorBlow' && e.by !== 'an explosion') out.push(e.damage);
    // HC-05 flying platforms: the move's die, the pilot's control roll, the direction dice; a tip's throw and slide; a failure's d100.
    else if (e.type === 'platform') {
      out.push(e.die);
      if (e.pilot) out.push(...pair(e.pilot.roll));
      out.push(...e.dirs);
    } else if (e.type === 'tipFooting') out.push(...pair(e.roll), ...(e.die ? [e.die] : []));
    else if (e.type === 'platformFail') out.push(e.d100);
    // HC-06: an entangled unit's React at a turn's start; a unit's attack on a wall square.
    else if (e.type === 'trapEscape' || e.type === 'breach') out.push(...pair(e.roll));
  }
  return out;
}
