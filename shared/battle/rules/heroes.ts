import heroData from '../../data/heroes.json' with { type: 'json' };
import type { BattleMap } from '../../map/battleMap.ts';
import { poweredModifiers } from './advantage.ts';
import { whenHolds, type Opponents } from './circumstance.ts';
import type { Modifier } from './dice.ts';
import type { BattleView, HeroState, Pool, Pools, Secret, UnitState } from '../model.ts';
import type { RollKind } from '../units.ts';
import { rollDie, type RngState } from '../../core/rng.ts';

// SW-07 to SW-09: heroes ride with a unit, spend pool points for bonus dice, and carry secrets.

// The hero types live with the rest of the battle's plain data (model.ts); re-exported for old imports.
export type { HeroState, Pool, Pools, Secret };

export interface HeroType {
  id: string;
  name: string;
  cost: number;
  pools: Pools;
  /** SW-09: each secret the hero carries is one of `oneOf`, drawn with the battle's seed. */
  secrets: { oneOf: Secret[] }[];
}

export const HERO_TYPES: readonly HeroType[] = heroData.heroes as HeroType[];

export function heroType(id: string): HeroType | undefined {
  return HERO_TYPES.find((h) => h.id === id);
}

/**
 * SW-09, secrets that stay secret: which of its alternatives each of a hero's secrets is in this
 * battle, drawn with the battle's generator. A hero's type is public and its alternatives are in
 * the game's data, so an opponent knows what a hero might have, never what it has, until it is used.
 */
export function drawSecrets(type: HeroType, rng: RngState): [Secret[], RngState] {
  let state = rng;
  const drawn: Secret[] = [];
  for (const slot of type.secrets) {
    let k = 1;
    if (slot.oneOf.length > 1) [k, state] = rollDie(state, slot.oneOf.length);
    drawn.push(slot.oneOf[k - 1]);
  }
  return [drawn, state];
}

/** SW-08: which pool pays for which roll. Missile attacks are attacks, so Vigor pays for them too. */
export const POOL_FOR: Record<RollKind, Pool> = { attack: 'vigor', missile: 'vigor', defend: 'instinct', react: 'reason' };

export function heroWith(view: BattleView, unitId: string): HeroState | undefined {
  return view.heroes.find((h) => h.unitId === unitId);
}

/** SW-08: at most one point from a pool on one roll; SW-09 Badassery lifts that for its pool. */
export function maxSpend(hero: HeroState, pool: Pool): number {
  const bad = hero.secrets.some((s) => s.type === 'badassery' && s.pool === pool);
  return bad ? hero.pools[pool] : Math.min(1, hero.pools[pool]);
}

/** Bonus dice a unit's hero gives to a roll: the points spent and any Advantage secret that holds. */
export function heroModifiers(map: BattleMap, hero: HeroState | undefined, unit: UnitState, roll: RollKind, opponent: Opponents, spend: number): Modifier[] {
  if (!hero) return [];
  const mods: Modifier[] = [];
  const pool = POOL_FOR[roll];
  if (spend > 0) mods.push({ reason: `${hero.name}: ${spend} ${pool}`, bonus: spend, penalty: 0 });
  mods.push(...poweredModifiers(map, unit));
  for (const s of hero.secrets) {
    if (s.type === 'advantage' && s.roll === roll && whenHolds(s.when, map, unit, opponent)) mods.push({ reason: `${hero.name}: advantage`, bonus: 1, penalty: 0 });
  }
  return mods;
}

/** SW-09 Extra Damage: +1 damage when its circumstance holds (only on a hit). */
export function extraDamage(map: BattleMap, hero: HeroState | undefined, unit: UnitState, target: UnitState): number {
  if (!hero) return 0;
  return hero.secrets.filter((s) => s.type === 'extraDamage' && whenHolds(s.when, map, unit, target)).length;
}

export function lastingPool(hero: HeroState | undefined): Pool | null {
  const s = hero?.secrets.find((x) => x.type === 'lastingDamage');
  return s && s.type === 'lastingDamage' ? s.pool : null;
}

export function spendPool(heroes: HeroState[], heroId: string, pool: Pool, n: number): HeroState[] {
  if (n <= 0) return heroes;
  return heroes.map((h) => (h.id === heroId ? { ...h, pools: { ...h.pools, [pool]: h.pools[pool] - n } } : h));
}
