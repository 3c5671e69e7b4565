import { describe, expect, it } from 'vitest';
import { battleFromSetup } from '../../combatSetup/battle.ts';
import { harmOf } from '../../combatSetup/lifeSupport.ts';
import { DATA } from '../../combatSetup/tables.ts';
import { sampleSetup } from '../../combatSetup/testing.ts';
import type { BattleMap, LifeSupportLack } from '../../map/battleMap.ts';
import type { BattleEvent } from '../events.ts';
import type { BattleState } from '../model.ts';
import { apply } from '../reducer/apply.ts';
import { testBattle, testHero, testUnit, textMap } from '../testing.ts';
import { exposureHarms, exposureOdds } from './exposure.ts';
import { strike, strikeOdds } from './hazards.ts';
import { repoMap } from '../../../test/repoMaps.ts';

// HC-04 going without life support: a side with "No" for an environment that needs it is struck by the
// environment at each turn's start, as a hazard, Attack from the environment's value (docs/RULES.md HC-04).

const harm = (name: string, attack: number, type: string) => ({ attack, type, source: `No life support (${name})` });
const NO_COLD: LifeSupportLack = { side: 0, environment: 'cold', name: 'Cold', result: 'no', penalty: 1, harm: harm('Cold', 2, 'cold') };
const NO_POISON: LifeSupportLack = { side: 0, environment: 'poison', name: 'Poison', result: 'no', penalty: 1, harm: harm('Poison', 3, 'physical-poison') };
const MAKESHIFT: LifeSupportLack = { side: 1, environment: 'radiation', name: 'Radiation', result: 'penalised', penalty: 1 };

function battle(lacks: LifeSupportLack[]): BattleState {
  const map: BattleMap = { ...textMap(['........', '........', '........', '........', '........']), lifeSupport: lacks };
  // a2 rides with Iron Warden, who carries life support against cold and heat (heroSkills.json), not poison.
  const units = [testUnit('a1', 0, 0, 0), testUnit('a2', 0, 0, 2), testUnit('a3', 0, 0, 4, { condition: 'dead' }), testUnit('a4', 0, -1, -1), testUnit('b1', 1, 7, 0), testUnit('b2', 1, 7, 4)];
  return testBattle(map, units, 3, { heroes: [testHero('iron-warden', 0, 'a2')] });
}

/** End phases until the next turn begins: the states before and after that command, and its events. */
function toNextTurn(s: BattleState): { before: BattleState; after: BattleState; events: BattleEvent[]; earlier: BattleEvent[] } {
  const earlier: BattleEvent[] = [];
  for (let i = 0; i < 20; i++) {
    const r = apply(s, s.active, { type: 'endPhase' });
    if (!r.ok) throw new Error(r.error.message);
    if (r.state.turn > s.turn) return { before: s, after: r.state, events: r.events, earlier };
    earlier.push(...r.events);
    s = r.state;
  }
  throw new Error('no new turn');
}

describe('HC-04 going without life support', () => {
  it('HC-04 at each turn\'s start the environment strikes each unit of the side without life support, a hazard roll from the state\'s generator; a hero\'s own spares it; makeshift and the other side are not struck', () => {
    const s = battle([NO_COLD, NO_POISON, MAKESHIFT]);
    expect(exposureHarms(s, s.units[0])).toEqual([NO_COLD.harm, NO_POISON.harm]);
    expect(exposureHarms(s, s.units[1])).toEqual([NO_POISON.harm]);
    expect(exposureHarms(s, s.units[4])).toEqual([]);
    const { before, after, events, earlier } = toNextTurn(s);
    expect(earlier.filter((e) => e.type === 'hazard')).toEqual([]);
    const struck = events.filter((e): e is Extract<BattleEvent, { type: 'hazard' }> => e.type === 'hazard');
    expect(struck.map((e) => [e.unitId, e.source, e.damageType])).toEqual([
      ['a1', 'No life support (Cold)', 'cold'],
      ['a1', 'No life support (Poison)', 'physical-poison'],
      ['a2', 'No life support (Poison)', 'physical-poison'],
    ]);
    // The same rolls hazards.ts's strike makes, in order, from the generator as the turn began.
    let rng = before.rng;
    const expected: BattleEvent[] = [];
    const units = new Map(before.units.map((u) => [u.id, u]));
    for (const [id, h] of [['a1', NO_COLD.harm], ['a1', NO_POISON.harm], ['a2', NO_POISON.harm]] as const) {
      const r = strike(rng, units.get(id)!, h!);
      rng = r.rng;
      expected.push(r.event);
      units.set(id, r.unit);
    }
    expect(struck).toEqual(expected);
    expect(after.rng).toEqual(rng);
    for (const id of ['a1', 'a2']) expect(after.units.find((u) => u.id === id)!.condition).toBe(units.get(id)!.condition);
    // Nothing strikes where nobody goes without: the makeshift side alone rolls no die at the turn's start.
    const calm = toNextTurn(battle([MAKESHIFT]));
    expect(calm.events.some((e) => e.type === 'hazard')).toBe(false);
  });

  it('HC-04 the harm is the environment\'s value read as a complication\'s (2D4 1, 2D6 2, 2D8 3), one row more per repeat, the type from the data; none where life support is not needed', () => {
    const env = (id: string, expr: string, faces = [1]) => ({ id, name: id, faces, value: { face: 1, roll: { expr, dice: [], total: 0 }, total: 0 } });
    expect(harmOf(env('cold', '2D4'))).toEqual({ attack: 1, type: 'cold', source: 'No life support (cold)' });
    expect(harmOf(env('heat', '2D6'))?.attack).toBe(2);
    expect(harmOf(env('radiation', '2D8'))).toMatchObject({ attack: 3, type: 'radiation' });
    expect(harmOf(env('poison', '2D8', [66, 67]))).toMatchObject({ attack: 4, type: 'physical-poison' });
    expect(harmOf(env('space', '2D8', [74, 74, 75, 74, 75]))?.attack).toBe(6);
    expect(harmOf(env('underwater', '2D6'))?.type).toBe('physical');
    expect(harmOf(env('darkness', '2D6'))).toBeUndefined();
    expect(harmOf({ id: 'cold', name: 'Cold', faces: [], value: null })).toBeUndefined();
    expect(DATA.environments.rows.filter((r) => r.harm).map((r) => r.id)).toEqual(DATA.environments.rows.filter((r) => r.lifeSupport).map((r) => r.id));
  });

  it('HC-04 the combat step carries the harm with each "No" and leaves nothing of going without to the gamemaster; the odds shown are the strike\'s', () => {
    let seen = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const setup = sampleSetup(seed);
      const { map, notInForce } = battleFromSetup(setup, repoMap(setup.board.name));
      expect(notInForce.filter((l) => l.includes('without life support'))).toEqual([]);
      for (const l of map.lifeSupport ?? []) {
        const env = setup.environments.list.find((e) => e.id === l.environment)!;
        expect(l.harm, `seed ${seed}`).toEqual(l.result === 'no' ? harmOf(env) : undefined);
        if (l.harm) seen++;
      }
    }
    expect(seen).toBe(97);
    const s = battle([NO_COLD]);
    expect(exposureOdds(s, s.units[0])).toEqual([{ harm: NO_COLD.harm, odds: strikeOdds(s.units[0], NO_COLD.harm!) }]);
  });
});
