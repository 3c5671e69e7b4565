import type { BattleMap } from '../../map/battleMap.ts';
import { makeRoll, opposedRoll, type Modifier, type RollSpec } from './dice.ts';
import type { ReactRoll } from '../events.ts';
import { indexOf, stackOf, tops, touching } from './grid.ts';
import { rollD6, type RngState } from '../../core/rng.ts';
import { lineOfSight } from './shooting.ts';
import { levelOf, type Placed } from './airspace.ts';
import type { BattleView, Condition, HeroState, UnitState } from '../model.ts';
import type { RollKind } from '../units.ts';
import { whenHolds, type Opponents } from './circumstance.ts';
import { heroModifiers, heroWith, maxSpend } from './heroes.ts';
import { isEnemy } from './teams.ts';
import { advantageModifiers } from './advantage.ts';

// SW-19 to SW-22 and the attack half of SW-26.

/** SW-21: bloodied and broken units take one penalty die to everything. */
export function conditionModifiers(unit: UnitState): Modifier[] {
  if (unit.condition === 'bloodied') return [{ reason: 'bloodied', bonus: 0, penalty: 1 }];
  if (unit.condition === 'broken') return [{ reason: 'broken', bonus: 0, penalty: 1 }];
  return [];
}

/** SW-21: a broken unit cannot attack. */
export function canAttack(unit: UnitState): boolean {
  return unit.condition === 'ok' || unit.condition === 'bloodied';
}

export function specialModifiers(map: BattleMap, unit: UnitState, roll: RollKind, opponent: Opponents): Modifier[] {
  const mods: Modifier[] = [];
  for (const s of unit.specials ?? []) {
    if (s.type === 'advantage' && s.roll === roll && whenHolds(s.when, map, unit, opponent)) mods.push({ reason: `${unit.name}: advantage`, bonus: 1, penalty: 0 });
  }
  return mods;
}

export type AttackKind = 'melee' | 'missile';

/** SW-16: the top of a stack takes one penalty die to Defend and React per unit beneath (twice that after the support unit's natural 2). */
export function stackModifiers(view: BattleView, unit: UnitState, doubled = false): Modifier[] {
  const beneath = stackOf(view, unit).filter((u) => u.level < unit.level).length;
  if (!beneath) return [];
  const penalty = beneath * (doubled ? 2 : 1);
  return [{ reason: `${beneath} unit${beneath > 1 ? 's' : ''} beneath${doubled ? ', doubled by the support roll\'s natural 2' : ''}`, bonus: 0, penalty }];
}

/** SW-16: the unit directly below the top one, which rolls Defend first in support. */
export function supportUnit(view: BattleView, top: UnitState): UnitState | undefined {
  return stackOf(view, top).filter((u) => u.level < top.level).at(-1);
}

/**
 * SW-26 "higher units get that many bonus dice to attack units below" (the maps mark a square's height
 * 1 to 3, so a difference of at most 3). With HC-01's levels a figure's height is its square's marked
 * height plus its level (its altitude, a flier's, or its ground's, a drop's), a level being a square's
 * side as a marked height is; the bonus is capped at HEIGHT_BONUS_MAX, the most a Shadow Wars map gives,
 * so a flier ten levels up or a unit on a cliff's lip is a higher unit with the largest bonus the rule knows.
 */
export const HEIGHT_BONUS_MAX = 3;

export function heightBonus(map: BattleMap, attacker: Placed, defender: Placed): Modifier | null {
  const height = (u: Placed) => map.elevation[indexOf(map, u.x, u.y)] + levelOf(map, u);
  const above = height(attacker) - height(defender);
  if (above <= 0) return null;
  const bonus = Math.min(above, HEIGHT_BONUS_MAX);
  return { reason: bonus < above ? `${above} higher (at most ${HEIGHT_BONUS_MAX} dice)` : `${above} higher`, bonus, penalty: 0 };
}

export function attackModifiers(map: BattleMap, attacker: UnitState, defender: UnitState, kind: AttackKind = 'melee'): Modifier[] {
  const mods = conditionModifiers(attacker);
  const height = heightBonus(map, attacker, defender);
  if (height) mods.push(height);
  mods.push(...specialModifiers(map, attacker, kind === 'missile' ? 'missile' : 'attack', defender));
  if (kind === 'missile') mods.push(...lineOfSight(map, attacker, defender).penalties);
  mods.push(...advantageModifiers(map, attacker, defender, kind));
  return mods;
}

export function defendModifiers(defender: UnitState, map?: BattleMap, attacker?: UnitState): Modifier[] {
  const mods = conditionModifiers(defender);
  if (defender.defences > 0) mods.push({ reason: `defence #${defender.defences + 1} this turn`, bonus: 0, penalty: defender.defences });
  if (map) mods.push(...specialModifiers(map, defender, 'defend', attacker ?? null));
  return mods;
}

/** SW-19: a React roll is made against the enemies the unit touches (`foes`), for Advantages that name them. */
export function reactModifiers(map: BattleMap, unit: UnitState, foes: readonly UnitState[]): Modifier[] {
  return [...conditionModifiers(unit), ...specialModifiers(map, unit, 'react', foes)];
}

export function attackSpecs(map: BattleMap, attacker: UnitState, defender: UnitState, kind: AttackKind = 'melee'): { attack: RollSpec; defend: RollSpec } {
  return {
    attack: { ability: kind === 'missile' ? attacker.missileAttack ?? 0 : attacker.attack, modifiers: attackModifiers(map, attacker, defender, kind) },
    defend: { ability: defender.defend, modifiers: defendModifiers(defender, map, attacker) },
  };
}

/** SW-20: damage up to Vitality bloodies, more breaks; a bloodied unit goes one step further; broken dies. */
export function afterDamage(condition: Condition, damage: number, vitality: number): Condition {
  if (damage <= 0 || condition === 'dead') return condition;
  const heavy = damage > vitality;
  if (condition === 'ok') return heavy ? 'broken' : 'bloodied';
  if (condition === 'bloodied') return heavy ? 'dead' : 'broken';
  return 'dead';
}

/**
 * SW-19: clusters are groups of living units joined by enemy contact (allies touching do not join). Each unit in a cluster rolls
 * React; attacks resolve from the highest total down. Equal totals roll one more die each, added,
 * until they differ (the SW-03 tie rule). Clusters resolve one after another, top-left first.
 */
export function combatOrder(view: BattleView, rng: RngState): { order: string[]; clusters: ReactRoll[][]; rng: RngState; heroes: HeroState[] } {
  let heroes = view.heroes;
  const units = tops(view);
  const inContact = units.filter((u) => units.some((o) => isEnemy(view, o.side, u.side) && touching(o, u)));
  const seen = new Set<string>();
  const clusters: UnitState[][] = [];
  for (const start of inContact) {
    if (seen.has(start.id)) continue;
    const group: UnitState[] = [];
    const queue = [start];
    seen.add(start.id);
    while (queue.length) {
      const u = queue.shift()!;
      group.push(u);
      for (const o of inContact) {
        if (!seen.has(o.id) && isEnemy(view, o.side, u.side) && touching(o, u)) {
          seen.add(o.id);
          queue.push(o);
        }
      }
    }
    clusters.push(group);
  }
  const topLeft = (g: UnitState[]) => Math.min(...g.map((u) => u.y * view.map.width + u.x));
  clusters.sort((a, b) => topLeft(a) - topLeft(b));
  let state = rng;
  const order: string[] = [];
  const rolled: ReactRoll[][] = [];
  for (const group of clusters) {
    const rolls = group.map((u) => {
      // SW-08: a hero spends Reason on its unit's React as its owner's stance says.
      const hero = heroWith(view, u.id);
      const spend = hero ? Math.min(hero.stance.react, maxSpend(hero, 'reason')) : 0;
      if (hero && spend) heroes = heroes.map((h) => (h.id === hero.id ? { ...h, pools: { ...h.pools, reason: h.pools.reason - spend } } : h));
      const foes = group.filter((o) => isEnemy(view, o.side, u.side) && touching(o, u));
      const mods = [...reactModifiers(view.map, u, foes), ...stackModifiers(view, u), ...heroModifiers(view.map, hero, u, 'react', foes, spend)];
      const [roll, next] = makeRoll(state, { ability: u.react, modifiers: mods });
      state = next;
      return { unitId: u.id, roll, tieDice: [] as number[] };
    });
    // Units tie when their totals and every tie die so far are equal; only those roll again, so
    // the order is the total, then the first tie die, then the next, and so on.
    const key = (r: ReactRoll) => `${r.roll.total}|${r.tieDice.join(',')}`;
    for (;;) {
      const tied = rolls.filter((r) => rolls.some((o) => o !== r && key(o) === key(r)));
      if (!tied.length) break;
      for (const r of tied) {
        const [d, next] = rollD6(state);
        state = next;
        r.tieDice.push(d);
      }
    }
    rolls.sort((a, b) => {
      if (a.roll.total !== b.roll.total) return b.roll.total - a.roll.total;
      for (let i = 0; i < Math.min(a.tieDice.length, b.tieDice.length); i++) if (a.tieDice[i] !== b.tieDice[i]) return b.tieDice[i] - a.tieDice[i];
      return 0;
    });
    order.push(...rolls.map((r) => r.unitId));
    rolled.push(rolls);
  }
  return { order, clusters: rolled, rng: state, heroes };
}

export { opposedRoll };
