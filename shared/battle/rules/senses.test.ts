import { describe, expect, it } from 'vitest';
import type { BattleMap, ConcealmentBand, Defences } from '../../map/battleMap.ts';
import { attackPreview, defencePreview } from '../queries/preview.ts';
import { testBattle, testHero, testUnit, textMap } from '../testing.ts';
import { defenceTargets, sensesOf } from './defences.ts';
import { defenceSenses, perceive, UNIT_SENSES } from './senses.ts';
import { lineOfSight } from './shooting.ts';

// Issue 11, one reading of "Sense" (shared/battle/rules/senses.ts, docs/RULES.md HC-04 and HC-06):
// units see by Vision, the Automated Defences by Enhanced Vision (and Exotic on 5+); a figure whose
// every sense is blocked sees nothing past the next square; Poor Visibility does not conceal from a
// figure with a sense it spares; life support's -1 Sense is -1 on a shot at a concealed target.

const FOG: ConcealmentBand[] = [{ from: 5, penalty: 1, dice: 'D4', reason: 'Poor Visibility' }, { from: 8, penalty: 1, dice: 'D6', reason: 'Poor Visibility' }];
const ROW = ['..........', '..........', '..........'];
const COLD = { side: 0, environment: 'cold', name: 'Cold', result: 'penalised' as const, penalty: 1 };
const defences = (over: Partial<Defences> = {}): Defences => ({
  source: 'Automated Defences', sides: [0], attack: 3, bonus: 0, strike: 3, range: 6, area: false, defend: 3, vitality: 1, damageType: 'heat', text: 'Direct, Distant',
  senses: defenceSenses(false), list: [{ x: 0, y: 1, condition: 'ok' }], ...over,
});

describe('Senses: one reading for every figure', () => {
  it('a figure whose every sense is blocked sees nothing past the next square; one sense left keeps its sight', () => {
    expect(perceive({ blockedSenses: ['Vision'] }, UNIT_SENSES, 2).blindPast).toBe(1);
    expect(perceive({ blockedSenses: ['Mental', 'Magical'] }, UNIT_SENSES, 9).blindPast).toBeNull();
    expect(perceive({ blockedSenses: ['Vision'] }, defenceSenses(false), 9).blindPast).toBeNull();
    expect(perceive({ blockedSenses: ['Enhanced Vision'] }, defenceSenses(false), 2).blindPast).toBe(1);
    expect(perceive({ blockedSenses: ['Enhanced Vision'] }, defenceSenses(true), 2).blindPast).toBeNull();
    expect(perceive({ blockedSenses: ['Enhanced Vision', 'Exotic'] }, defenceSenses(true), 2).blindPast).toBe(1);
    // Line of sight follows it: a unit with Vision blocked sees its neighbour only.
    const map: BattleMap = { ...textMap(ROW), blockedSenses: ['Vision'] };
    expect(lineOfSight(map, { x: 0, y: 0 }, { x: 1, y: 1 }).clear).toBe(true);
    expect(lineOfSight(map, { x: 0, y: 0 }, { x: 2, y: 0 })).toMatchObject({ clear: false, beyond: 1 });
    expect(lineOfSight(map, { x: 0, y: 0 }, { x: 2, y: 0 }, defenceSenses(false)).clear).toBe(true);
  });

  it('Poor Visibility conceals from a figure unless it has a sense the band spares', () => {
    const spared = FOG.map((b) => ({ ...b, spares: ['Enhanced Vision' as const] }));
    expect(perceive({ concealment: spared }, UNIT_SENSES, 6).band?.dice).toBe('D4');
    expect(perceive({ concealment: spared }, defenceSenses(false), 6).band).toBeNull();
    expect(perceive({ concealment: spared }, defenceSenses(false), 3).band).toBeNull();
    const map: BattleMap = { ...textMap(ROW), concealment: spared };
    expect(lineOfSight(map, { x: 0, y: 0 }, { x: 6, y: 0 }).penalties.map((m) => m.penalty)).toEqual([1]);
    expect(lineOfSight(map, { x: 0, y: 0 }, { x: 6, y: 0 }, defenceSenses(false)).penalties).toEqual([]);
  });

  it('the Automated Defences fire by their own senses: Vision blocked leaves them seeing, Enhanced Vision blocked blinds them', () => {
    const units = [testUnit('a', 0, 4, 1)];
    const fire = (blockedSenses: BattleMap['blockedSenses'], over: Partial<Defences> = {}) => {
      const map: BattleMap = { ...textMap(ROW), blockedSenses, hazards: { defences: defences(over) } };
      return defenceTargets(testBattle(map, units), map.hazards!.defences!.list[0]).map((u) => u.id);
    };
    expect(fire(undefined)).toEqual(['a']);
    expect(fire(['Vision'])).toEqual(['a']);
    expect(fire(['Enhanced Vision'])).toEqual([]);
    expect(fire(['Enhanced Vision'], { senses: defenceSenses(true) })).toEqual(['a']);
    const map: BattleMap = { ...textMap(ROW), hazards: { defences: defences({ senses: undefined }) } };
    expect(sensesOf(map, map.hazards!.defences!.list[0])).toEqual(UNIT_SENSES);
  });

  it('life support\'s -1 Sense: one less on a shot at a concealed target, in the odds with its reason; nothing on an unconcealed one', () => {
    const shot = (lifeSupport: BattleMap['lifeSupport'], bx: number) => {
      const map: BattleMap = { ...textMap(ROW), concealment: FOG, ...(lifeSupport ? { lifeSupport } : {}) };
      const s = testBattle(map, [testUnit('a1', 0, 0, 0, { missileAttack: 5, missileRange: 9 }), testUnit('b1', 1, bx, 0)], 1, { heroes: [testHero('enforcer', 1, 'b1')] });
      return attackPreview(s, 'a1', 'b1', 'missile')!;
    };
    // Concealed (range 6): Accuracy -1 and Sense -1; not concealed (range 3): Accuracy only.
    expect(shot(undefined, 6).attack.ability).toBe(5);
    expect(shot([COLD], 6).attack.ability).toBe(3);
    expect(shot([COLD], 6).attack.modifiers.map((m) => m.reason)).toContain('makeshift life support (Cold): Sense -1 (target concealed)');
    expect(shot([COLD], 3).attack.ability).toBe(4);
    expect(shot([COLD], 3).attack.modifiers.map((m) => m.reason).join()).not.toContain('Sense');
    expect(shot([COLD], 6).odds.attackerWins).toBeLessThan(shot([{ ...COLD, side: 1 }], 6).odds.attackerWins);
  });

  it('a unit\'s shot at an emplacement takes the same Accuracy and Sense', () => {
    const map: BattleMap = { ...textMap(ROW), concealment: FOG, lifeSupport: [COLD], hazards: { defences: defences({ list: [{ x: 6, y: 0, condition: 'ok' }] }) } };
    const s = testBattle(map, [testUnit('a1', 0, 0, 0, { missileAttack: 5, missileRange: 9 }), testUnit('b1', 1, 9, 2)]);
    const p = defencePreview(s, 'a1', { x: 6, y: 0 })!;
    expect(p.attack.ability).toBe(3);
    expect(p.attack.modifiers.map((m) => m.reason)).toEqual(expect.arrayContaining(['makeshift life support (Cold): Accuracy -1', 'makeshift life support (Cold): Sense -1 (target concealed)']));
  });
});
