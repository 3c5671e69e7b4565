import { describe, expect, it } from 'vitest';
import type { BattleEvent } from '../events.ts';
import type { BattleState, LastingEffect, UnitState } from '../model.ts';
import { reducerFor, testBattle, testHero, testScenario, testUnit, textMap } from '../testing.ts';
import { effectiveStats, unitType } from '../units.ts';
import { heroType } from './heroes.ts';

// Advantages that name the other side's unit types (SW-06 specials, SW-09 secrets) on the rolls whose
// "other side" is not a single defender or attacker given by the command: React (SW-19) and the
// phantom attacks of Lasting Damage (SW-09). Units and heroes come from the game's own data.

const open = textMap(['........', '........', '........', '........']);
const { step } = reducerFor(testScenario());

/** A unit of one of the data's types, placed by hand. */
function real(type: string, id: string, side: number, x: number, y: number, over: Partial<UnitState> = {}): UnitState {
  const t = unitType(type)!;
  return testUnit(id, side, x, y, { type, name: t.name, ...effectiveStats(t), ...(t.specials ? { specials: t.specials } : {}), ...over });
}

function toCombat(s: BattleState): ReturnType<typeof step> {
  return step(step(s, 0, { type: 'endPhase' }).state, 1, { type: 'endPhase' });
}

const reactOf = (events: BattleEvent[], unitId: string) =>
  events.flatMap((e) => (e.type === 'reactOrder' ? e.rolls : [])).find((r) => r.unitId === unitId)!.roll;
const advantages = (mods: { reason: string }[]) => mods.filter((m) => m.reason.endsWith('advantage')).map((m) => m.reason);

describe('advantages against named unit types', () => {
  it('SW-06 React advantage against named types (Costumed Criminals vs police) holds when a touching enemy is of one of them', () => {
    // C1 touches a police squad: its React roll has the advantage.
    const vsPolice = toCombat(testBattle(open, [real('costumed-criminals', 'C1', 1, 2, 1), real('police', 'P1', 0, 3, 1)]));
    expect(advantages(reactOf(vsPolice.events, 'C1').modifiers)).toEqual(['Costumed Criminals: advantage']);
    // Against thugs it does not.
    const vsThugs = toCombat(testBattle(open, [real('costumed-criminals', 'C1', 1, 2, 1), real('thugs', 'T1', 0, 3, 1)]));
    expect(advantages(reactOf(vsThugs.events, 'C1').modifiers)).toEqual([]);
    // In one cluster, only the enemies C1 itself touches count: police at the far end of the chain do not.
    const chain = toCombat(testBattle(open, [real('costumed-criminals', 'C1', 1, 0, 1), real('thugs', 'T1', 0, 1, 1), testUnit('X1', 1, 2, 1), real('police', 'P1', 0, 3, 1)]));
    expect(chain.events.filter((e) => e.type === 'reactOrder')).toHaveLength(1);
    expect(advantages(reactOf(chain.events, 'C1').modifiers)).toEqual([]);
    // Touching a police squad and thugs at once: still one bonus die.
    const both = toCombat(testBattle(open, [real('costumed-criminals', 'C1', 1, 2, 1), real('police', 'P1', 0, 3, 1), real('thugs', 'T1', 0, 1, 1)]));
    expect(reactOf(both.events, 'C1').bonus).toBe(1);
  });

  it("SW-09 a hero's React advantage against named types (Commissioner Hale vs criminals) holds against a touching enemy of those types", () => {
    const hale = heroType('commissioner-hale')!;
    const hero = testHero('commissioner-hale', 0, 'P1', { secrets: hale.secrets.map((s) => s.oneOf[0]) });
    const vsCriminals = toCombat(testBattle(open, [real('police', 'P1', 0, 2, 1), real('criminals', 'K1', 1, 3, 2)], 1, { heroes: [hero] }));
    expect(advantages(reactOf(vsCriminals.events, 'P1').modifiers)).toEqual(['Hero commissioner-hale: advantage']);
    const vsCultists = toCombat(testBattle(open, [real('police', 'P1', 0, 2, 1), real('cultists', 'K1', 1, 3, 2)], 1, { heroes: [hero] }));
    expect(advantages(reactOf(vsCultists.events, 'P1').modifiers)).toEqual([]);
  });

  it("SW-09 a phantom attack is the source unit's: the target's Defend advantages against its type hold (special and hero secret)", () => {
    const phantomOn = (source: UnitState) => {
      const effect: LastingEffect = { sourceId: source.id, sourceName: source.name, side: source.side, attack: 5, targetId: 'R1', rounds: 1, made: 0 };
      const hex = heroType('sister-hex')!;
      // Riot police (Defend advantage vs thugs) with Sister Hex (Defend advantage vs vampires), far from the source.
      const s = testBattle(open, [source, real('riot-police', 'R1', 1, 7, 3)], 1, { lasting: [effect], heroes: [testHero('sister-hex', 1, 'R1', { secrets: hex.secrets.map((s) => s.oneOf[0]) })] });
      const e = toCombat(s).events.find((x): x is Extract<BattleEvent, { type: 'attack' }> => x.type === 'attack' && x.kind === 'phantom')!;
      return advantages(e.roll.b.modifiers);
    };
    expect(phantomOn(real('thugs', 'S1', 0, 0, 0))).toEqual(['Riot Police: advantage']);
    expect(phantomOn(real('vampires', 'S1', 0, 0, 0))).toEqual(['Hero sister-hex: advantage']);
    expect(phantomOn(real('police', 'S1', 0, 0, 0))).toEqual([]);
  });

  it('SW-09 Lasting Damage from a shot makes phantom attacks with the Missile Attack that dealt it', () => {
    const hero = testHero('h', 0, 'A1', { pools: { vigor: 2, instinct: 0, reason: 0 }, secrets: [{ type: 'lastingDamage', pool: 'vigor' }] });
    for (let seed = 1; seed < 200; seed++) {
      const s = testBattle(open, [testUnit('A1', 0, 0, 0, { attack: 2, missileAttack: 6, missileRange: 3 }), testUnit('B1', 1, 3, 0, { defend: 2, vitality: 5 })], seed, { heroes: [hero] });
      const shot = step(s, 0, { type: 'shoot', unitId: 'A1', targetId: 'B1', lasting: 1 });
      if (!shot.state.lasting.length) continue;
      expect(shot.state.lasting[0].attack).toBe(6);
      // This turn's combat begins with the phantom attack.
      const next = toCombat(shot.state);
      const phantom = next.events.find((x): x is Extract<BattleEvent, { type: 'attack' }> => x.type === 'attack' && x.kind === 'phantom')!;
      expect(phantom.roll.a.ability).toBe(6);
      return;
    }
    throw new Error('no seed where the shot hit without killing');
  });
});
