import type { BattleMap, Square } from '../../map/battleMap.ts';
import type { BattleEvent } from '../events.ts';
import type { BattleState, Condition, UnitState } from '../model.ts';
import type { Modifier } from './dice.ts';

// HC-06 Point of Advantage (issue 11), the faces that change a roll or a condition, read in Shadow
// Wars terms (the text's belong to another system): face 2, "a gun emplacement providing cover and
// with a support or heavy weapon present": a shot at a unit standing in it takes one penalty die (the
// cover), and a shot from a unit standing in it one bonus die (the weapon); face 6, "a healing type
// device giving +2 on Comebacks and/or 2D8 Healing each turn": a unit standing in it at a turn's end
// recovers one step of condition (reducer/countdown.ts). Face 4 is a check (rules/objectives.ts).
// Face 3, "some kind of mystical or power effect giving +1 to powered abilities": Shadow Wars units
// have no powers; a super-hero's powers are what its hero adds to the unit it leads, so a unit led by
// a hero (either side's), standing in the area, takes one bonus die (the "+1") on every roll it
// makes: attack, shot, defence and React (heroes.ts heroModifiers, so the odds shown agree).
// Face 5, "an escape route: anyone entering leaves the combat with no further consequence": a living
// unit that comes into the area (it stood outside it before a command and inside after, whatever
// moved it) leaves the battle at once, its hero with it: off the board (the state's `escaped`), not
// destroyed, no longer a target nor counted for victory (like a figure outside the contested space,
// HC-01, but for good: it cannot come back). A side with nothing left on the board loses the fight's
// destroy condition as any destroyed side ("no further consequence" is read as: no harm to the unit,
// not as its side staying in the fight). Placing a unit there in the set-up is not entering.

const inArea = (map: Pick<BattleMap, 'advantage'>, s: Square): boolean => {
  const a = map.advantage?.area;
  return !!a && s.x >= a.x && s.y >= a.y && s.x < a.x + a.w && s.y < a.y + a.h;
};

/** Face 2's dice on a missile attack: cover for a target in the emplacement, the heavy weapon for a shooter in it. */
export function advantageModifiers(map: Pick<BattleMap, 'advantage'>, attacker: Square, defender: Square, kind: 'melee' | 'missile'): Modifier[] {
  if (map.advantage?.face !== 2 || kind !== 'missile') return [];
  const mods: Modifier[] = [];
  if (inArea(map, attacker)) mods.push({ reason: 'heavy weapon (Point of Advantage)', bonus: 1, penalty: 0 });
  if (inArea(map, defender)) mods.push({ reason: 'target in cover (Point of Advantage)', bonus: 0, penalty: 1 });
  return mods;
}

/** Face 3: the bonus die of a unit led by a hero while it stands in the area (the caller knows it has a hero). */
export function poweredModifiers(map: Pick<BattleMap, 'advantage'>, unit: Square): Modifier[] {
  return map.advantage?.face === 3 && inArea(map, unit) ? [{ reason: 'powers +1 (Point of Advantage)', bonus: 1, penalty: 0 }] : [];
}

/** Face 5: whether a unit coming onto this square leaves the battle by the escape route. */
export const escapeSquare = (map: Pick<BattleMap, 'advantage'>, s: Square): boolean => map.advantage?.face === 5 && inArea(map, s);

const BETTER: Partial<Record<Condition, Condition>> = { bloodied: 'ok', broken: 'bloodied' };

/** Face 6: the living units in the device's area that a turn's end heals, with their new condition. */
export function healedAtTurnEnd(map: Pick<BattleMap, 'advantage'>, units: readonly UnitState[]): { unitId: string; from: Condition; to: Condition }[] {
  if (map.advantage?.face !== 6) return [];
  return units.flatMap((u) => (inArea(map, u) && BETTER[u.condition] ? [{ unitId: u.id, from: u.condition, to: BETTER[u.condition]! }] : []));
}

/**
 * Face 5: living units that entered the escape route with this command leave the battle (logged,
 * `escaped`), their heroes with them. Returns `after` untouched when none did.
 */
export function escapes(before: Pick<BattleState, 'units' | 'phase'>, after: BattleState, events: BattleEvent[]): BattleState {
  if (after.map.advantage?.face !== 5 || after.phase === 'deploy') return after;
  const was = new Map(before.units.map((u) => [u.id, u]));
  const gone = after.units.filter((u) => {
    const old = was.get(u.id);
    // A unit placed in the area as it arrives (a reserve, a Relationship, one emerging) has not entered it, as in the set-up.
    return u.condition !== 'dead' && inArea(after.map, u) && !!old && old.x >= 0 && !inArea(after.map, old);
  });
  if (!gone.length) return after;
  const ids = new Set(gone.map((u) => u.id));
  for (const u of gone) events.push({ type: 'escaped', unitId: u.id, side: u.side, at: { x: u.x, y: u.y }, heroIds: after.heroes.filter((h) => h.unitId === u.id).map((h) => h.id) });
  return { ...after, units: after.units.filter((u) => !ids.has(u.id)), escaped: [...(after.escaped ?? []), ...gone] };
}
