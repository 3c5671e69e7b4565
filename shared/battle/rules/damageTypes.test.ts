import { describe, expect, it } from 'vitest';
import type { BattleMap, Defences, TypeEffect } from '../../map/battleMap.ts';
import type { BattleEvent } from '../events.ts';
import type { BattleState, UnitState } from '../model.ts';
import { numbersOf } from '../../combatSetup/defences.ts';
import type { ComplicationDetail } from '../../combatSetup/complicationTypes.ts';
import { defencePreview } from '../queries/preview.ts';
import { reducerFor, testBattle, testScenario, testUnit, textMap } from '../testing.ts';
import { AVOID_DOUBLE_CHANCE, defenceShotOdds, defencesFire } from './defences.ts';
import { opposedOdds } from './odds.ts';
import { strike } from './hazards.ts';
import { seedRng } from '../../core/rng.ts';

// HC-07 the damage types of Automated Defences read into Shadow Wars (rules/damageTypes.ts): the
// damage-type extra by type (Persistent, Drain, Stun, Ignores (Armour), Rending), the Touch Shield's
// Stun, the D8 against being doubled, and the set-up's numbers (the type's extra, Roll Twice's repeats).

const rules = reducerFor(testScenario({ win: { destroy: true, lastTurn: 30 } }));
const ROWS = ['.........', '.........', '.........', '....#....', '.........', '.........', '.........'];
const AT = { x: 4, y: 3 };
const of = <T extends BattleEvent['type']>(events: BattleEvent[], type: T) => events.filter((e): e is Extract<BattleEvent, { type: T }> => e.type === type);
const defences = (over: Partial<Defences> = {}): Defences => ({
  source: 'Automated Defences', sides: [0], attack: 10, bonus: 0, strike: 6, range: 3, area: false, defend: 3, vitality: 2, damageType: 'heat', text: 'Direct, Ranged',
  list: [{ ...AT, condition: 'ok' }], ...over,
});
const mapWith = (over: Partial<Defences> = {}): BattleMap => ({ ...textMap(ROWS), hazards: { defences: defences(over) } });
/** A sturdy target: hit nearly always, rarely killed, so the effect shows. */
const target = (over: Partial<UnitState> = {}) => testUnit('a', 0, 4, 5, { defend: 1, vitality: 9, react: 3, attack: 3, ...over });

/** The emplacements fire as turn `turn` begins; the state after and the events. */
function fireAt(map: BattleMap, units: UnitState[], seed: number, turn = 2): { state: BattleState; events: BattleEvent[] } {
  const before = testBattle(map, units, seed, { turn: turn - 1, phase: 'resources' });
  const events: BattleEvent[] = [];
  const state = defencesFire(before, { ...before, turn, phase: 'move' }, events);
  return { state, events };
}
/** Fired at until a shot's strike hurt the unit (over seeds), for the effect to be seen. */
function hurtBy(effect: TypeEffect, damageType: string, over: Partial<UnitState> = {}) {
  for (let seed = 1; seed < 200; seed++) {
    const r = fireAt(mapWith({ onHit: effect, damageType }), [target(over)], seed);
    const [f] = of(r.events, 'defenceFire');
    if (f.damage > 0 && f.after !== 'dead') return { ...r, fire: f, unit: r.state.units[0] };
  }
  throw new Error('never hurt');
}

describe('HC-07 the damage-type extra of Automated Defences', () => {
  it('HC-07 the set-up gives each rolled type its extra, the Touch Shield its Stun, and Roll Twice\'s repeats add up', () => {
    const want: Record<string, TypeEffect> = { heat: 'persistent', cold: 'drain-react', electricity: 'stun', radiation: 'drain-attack', physical: 'ignores-armour', 'physical-poison': 'persistent', solid: 'rending' };
    const dice = (total: number) => ({ expr: 'x', rolls: [total], total });
    const detail = (type: string, extras: string[]) =>
      ({ kind: 'automated-defences', count: dice(2), targets: 'both', attack: { face: 2, text: 'Direct, Ranged', toHit: '2D6', autofire: false }, damage: { value: { face: 3, expr: '2D8', roll: dice(9) }, type: { face: 1, id: type } }, sense: dice(7), exoticOrMagical: false, toughness: dice(4), armour: dice(8), extras }) as unknown as Extract<ComplicationDetail, { kind: 'automated-defences' }>;
    for (const [type, effect] of Object.entries(want)) {
      expect(numbersOf(detail(type, ['Damage-type extra (Persistent, Drain, Stun, Ignores (Armour) or Rending by type)'])).onHit).toBe(effect);
      expect(numbersOf(detail(type, ['Armour +1'])).onHit).toBeUndefined();
    }
    expect(numbersOf(detail('heat', ['Touch, Shield, Damage (Electricity) & Stun, 2D8'])).shield).toEqual({ attack: 3, damageType: 'electricity', stun: true });
    const once = numbersOf(detail('heat', ['To Hit +1', 'Armour +1']));
    const twice = numbersOf(detail('heat', ['To Hit +1', 'To Hit +1', 'Armour +1', 'Armour +1', 'Armour +1', 'Armour +1']));
    expect(twice.attack - once.attack).toBe(1);
    // Armour 8 + 1 → Defend 2 + round(9/4) = 4; 8 + 4 → 2 + 3 = 5.
    expect([once.defend, twice.defend]).toEqual([4, 5]);
  });

  it('HC-07 Persistent (Heat, Physical Poison): a hurt unit is struck again at the next turn\'s start, one penalty die, once', () => {
    for (const type of ['heat', 'physical-poison']) {
      const { unit, fire } = hurtBy('persistent', type);
      expect(fire.effect).toEqual({ kind: 'persistent', turn: 2 });
      expect(unit.persistent).toEqual({ attack: 6, type, source: 'Automated Defences', turn: 2 });
      // Next turn, the emplacement destroyed: only the persistent strike.
      const dead = mapWith({ onHit: 'persistent', damageType: type, list: [{ ...AT, condition: 'dead' }] });
      const r = fireAt(dead, [unit], 5, 3);
      const [h] = of(r.events, 'hazard');
      expect(h.source).toBe(`Automated Defences: persistent ${type}`);
      expect(h.roll!.a.ability).toBe(6);
      expect(h.roll!.a.modifiers).toEqual([{ reason: 'persistent, round 1', bonus: 0, penalty: 1 }]);
      expect(r.state.units[0].persistent).toBeUndefined();
      expect(of(fireAt(dead, [r.state.units[0]], 5, 4).events, 'hazard')).toEqual([]);
    }
    // Without the extra a Heat hit leaves nothing behind.
    const plain = fireAt(mapWith(), [target()], 1);
    expect(plain.state.units[0].persistent).toBeUndefined();
  });

  it('HC-07 Drain (Cold/DX, Radiation/ST): React or Attack -1 for the rest of the fight, never below 1', () => {
    const cold = hurtBy('drain-react', 'cold');
    expect(cold.fire.effect).toEqual({ kind: 'drain-react', from: 3, to: 2 });
    expect([cold.unit.react, cold.unit.attack, cold.unit.drained]).toEqual([2, 3, { react: 1 }]);
    const rad = hurtBy('drain-attack', 'radiation');
    expect([rad.unit.attack, rad.unit.react, rad.unit.drained]).toEqual([2, 3, { attack: 1 }]);
    const floor = hurtBy('drain-react', 'cold', { react: 1 });
    expect(floor.unit.react).toBe(1);
    expect(floor.fire.effect).toBeUndefined();
  });

  it('HC-07 Stun (Electricity): the hurt unit takes no action, no opportunity shot and no combat attack that turn', () => {
    const { unit, fire } = hurtBy('stun', 'electricity', { x: 4, y: 5 });
    expect(fire.effect).toEqual({ kind: 'stun', turn: 2 });
    const foe = testUnit('b', 1, 4, 6, { missileAttack: 3, missileRange: 3 });
    let s = testBattle(textMap(ROWS), [unit, foe], 3, { turn: 2 });
    expect(rules.refusal(s, 0, { type: 'move', unitId: 'a', to: { x: 2, y: 5 } })).toBe('stunned');
    expect(rules.refusal(s, 0, { type: 'recover', unitId: 'a' })).toBe('stunned');
    const pendings: string[] = [];
    while (s.turn === 2) {
      const r = rules.step(s, s.active, s.phase === 'combat' ? { type: 'pass' } : { type: 'endPhase' });
      for (const e of r.events) if (e.type === 'pending') pendings.push(e.unitId);
      s = r.state;
    }
    expect(pendings).toEqual(['b']);
    // The next turn it acts again.
    expect(rules.step(s, 0, { type: 'move', unitId: 'a', to: { x: 3, y: 5 } }).events.some((e) => e.type === 'moved')).toBe(true);
  });

  it('HC-07 Touch Shield "& Stun": a melee attacker it hurts is stunned for the rest of the turn', () => {
    const map = mapWith({ shield: { attack: 3, damageType: 'electricity', stun: true } });
    let stunned = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const s = testBattle(map, [testUnit('a', 0, 3, 3, { defend: 1, vitality: 9 }), testUnit('z', 1, 8, 6)], seed);
      const r = rules.step(s, 0, { type: 'attackDefence', unitId: 'a', at: AT });
      const [hit] = of(r.events, 'defenceHit');
      const a = r.state.units.find((u) => u.id === 'a')!;
      const hurt = hit.shield!.damage > 0 && hit.shield!.after !== 'dead';
      expect(!!hit.shield!.stunned).toBe(hurt);
      expect(a.stunned === 1).toBe(hurt);
      if (hurt) {
        stunned++;
        expect(rules.refusal(r.state, 0, { type: 'move', unitId: 'a', to: { x: 2, y: 2 } })).toBe('stunned');
      }
    }
    expect(stunned).toBeGreaterThan(5);
  });

  it('HC-07 Ignores (Armour) and Rending: a penalty die off the strike\'s Defend; one damage more on a hit; the shot\'s odds follow', () => {
    const unit = testUnit('a', 0, 4, 5, { defend: 4, vitality: 9 });
    const plain = mapWith({ attack: 6, strike: 3, damageType: 'physical' });
    const ignores = mapWith({ attack: 6, strike: 3, damageType: 'physical', onHit: 'ignores-armour' });
    const rending = mapWith({ attack: 6, strike: 3, damageType: 'solid', onHit: 'rending' });
    const odds = (m: BattleMap) => defenceShotOdds(m, m.hazards!.defences!.list[0], m.hazards!.defences!, unit);
    expect(odds(ignores).expectedDamage).toBeGreaterThan(odds(plain).expectedDamage);
    expect(odds(rending).expectedDamage - odds(plain).expectedDamage).toBeCloseTo(odds(plain).attackerWins, 9);
    let dealt = 0;
    const N = 500;
    for (let seed = 1; seed <= N; seed++) {
      const i = of(fireAt(ignores, [unit], seed).events, 'defenceFire')[0];
      expect(i.roll.b.modifiers).toEqual([]);
      if (i.strike) expect(i.strike.b.modifiers).toEqual([{ reason: 'Ignores (Armour)', bonus: 0, penalty: 1 }]);
      const r = of(fireAt(rending, [unit], seed).events, 'defenceFire')[0];
      if (r.strike) expect(r.damage).toBe(r.strike.winner === 'a' ? r.strike.sl * (r.strike.totalDefeat ? 2 : 1) + 1 : 0);
      dealt += r.damage;
    }
    expect(Math.abs(dealt / N - odds(rending).expectedDamage)).toBeLessThan(0.15);
  });
});

describe('HC-07 the D8 against being doubled', () => {
  it('HC-07 on the emplacement\'s total defeat a d8: on 5+ the success level is not doubled; the preview counts it', () => {
    const map = mapWith({ defend: 3 });
    const unit = testUnit('a', 0, 3, 3, { attack: 5 });
    let rolled = 0;
    let kept = 0;
    for (let seed = 1; seed <= 1500; seed++) {
      const s = testBattle(map, [unit, testUnit('z', 1, 8, 6)], seed);
      const [hit] = of(rules.step(s, 0, { type: 'attackDefence', unitId: 'a', at: AT }).events, 'defenceHit');
      const total = hit.roll.winner === 'a' && hit.roll.totalDefeat;
      expect(!!hit.double).toBe(total);
      if (!hit.double) continue;
      rolled++;
      expect(hit.double.kept).toBe(hit.double.die < 5);
      expect(hit.damage).toBe(hit.double.kept ? 2 * hit.roll.sl : hit.roll.sl);
      if (hit.double.kept) kept++;
    }
    expect(rolled).toBeGreaterThan(20);
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(rolled);
    const p = defencePreview(testBattle(map, [unit, testUnit('z', 1, 8, 6)], 1), 'a', AT)!;
    expect(p.odds).toEqual(opposedOdds({ attack: 5, defend: 3, undoubled: AVOID_DOUBLE_CHANCE }));
    expect(p.odds.expectedDamage).toBeLessThan(opposedOdds({ attack: 5, defend: 3 }).expectedDamage);
  });
});

describe('HC-07 cold water\'s Drain (Cold/TO)', () => {
  it('HC-07 a win lowers Vitality by 1 for the rest of the fight instead of hurting; never below 1; a loss does nothing', () => {
    const harm = { attack: 3, type: 'cold', source: 'Edge of a Drop: cold water', drain: 'vitality' as const };
    let drained = 0;
    for (let seed = 1; seed <= 80; seed++) {
      const unit = testUnit('a', 0, 1, 1, { vitality: 2 });
      const s = strike(seedRng(seed), unit, harm);
      if (s.event.type !== 'hazard') throw new Error('not a hazard');
      expect(s.event.damage).toBe(0);
      expect(s.unit.condition).toBe('ok');
      if (s.event.roll!.winner === 'a') {
        drained++;
        expect(s.event.effect).toEqual({ kind: 'drain-vitality', from: 2, to: 1 });
        expect([s.unit.vitality, s.unit.drained]).toEqual([1, { vitality: 1 }]);
        const again = strike(seedRng(seed), s.unit, harm);
        expect(again.unit.vitality).toBe(1);
      } else expect(s.unit).toBe(unit);
    }
    expect(drained).toBeGreaterThan(10);
    // Without the drain the same strike hurts as before (the other bottoms, obstacles, explosions).
    const { drain: _d, ...plain } = harm;
    const hurt = Array.from({ length: 40 }, (_, i) => strike(seedRng(i + 1), testUnit('a', 0, 1, 1), plain)).filter((r) => r.unit.condition !== 'ok');
    expect(hurt.length).toBeGreaterThan(5);
    for (const r of hurt) expect(r.unit.vitality).toBe(2);
  });
});

describe('HC-07 robot immunities and Armour (Solid, Physical, Energy)', () => {
  it('HC-07 only a unit\'s attack harms an emplacement: a Heat blast beside it, a persistent strike, a stun or a drain never touch it', () => {
    const ex = { squares: [{ x: 4, y: 4 }], explodesOn: 1, burst: 2, harm: { attack: 6, type: 'heat', source: 'Explosive Objects' } };
    const map: BattleMap = { ...mapWith({ onHit: 'stun', damageType: 'electricity' }), hazards: { defences: defences({ onHit: 'stun', damageType: 'electricity' }), explosives: ex } };
    let blasts = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const s = testBattle(map, [testUnit('a', 0, 0, 6, { missileAttack: 8, missileRange: 5 }), testUnit('b', 1, 4, 4, { vitality: 9 })], seed);
      const r = rules.step(s, 0, { type: 'shoot', unitId: 'a', targetId: 'b' });
      if (r.events.some((e) => e.type === 'explosive' && e.explodes)) blasts++;
      expect(r.state.map.hazards!.defences!.list).toEqual(map.hazards!.defences!.list);
    }
    expect(blasts).toBeGreaterThan(5);
  });
});
