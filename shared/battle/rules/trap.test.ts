import { describe, expect, it } from 'vitest';
import type { BattleMap } from '../../map/battleMap.ts';
import type { Command } from '../commands.ts';
import type { BattleEvent } from '../events.ts';
import type { BattleState } from '../model.ts';
import { reducerFor, testBattle, testScenario, testUnit, textMap } from '../testing.ts';
import { dropTrap, bottomHow } from '../../combatSetup/hazards.ts';

// HC-06 an entangling bottom (shared/battle/rules/trap.ts): a unit that falls onto it is held, cannot
// move, and breaks out with a React roll against 2D6 + the trap's strength at a turn's start.

const ROWS = ['.........', '.........', '.........', '.........', '.........', '.........', '.........'];
const rules = reducerFor(testScenario({ win: { destroy: true, lastTurn: 30 } }));
const of = <T extends BattleEvent['type']>(events: BattleEvent[], type: T) => events.filter((e): e is Extract<BattleEvent, { type: T }> => e.type === type);
const trapMap = (trap?: number): BattleMap => ({ ...textMap(ROWS), drop: { surface: [{ x: 0, y: 0, w: 4, h: 7 }], depth: 2, bottom: trap === undefined ? 'solid' : 'entangling', ...(trap === undefined ? {} : { trap }) } });
const walkOff = (map: BattleMap, seed: number, react = 3) => rules.step(testBattle(map, [testUnit('a', 0, 3, 3, { vitality: 9, react }), testUnit('z', 1, 0, 6)], seed), 0, { type: 'move', unitId: 'a', to: { x: 4, y: 3 } });

/** Plays on (ending phases, passing in combat) until the turn changes; the events of that stretch. */
function toNextTurn(s: BattleState): { state: BattleState; events: BattleEvent[] } {
  const turn = s.turn;
  const events: BattleEvent[] = [];
  while (s.turn === turn && s.phase !== 'over') {
    const c: Command = s.phase === 'combat' ? { type: 'pass' } : { type: 'endPhase' };
    const r = rules.step(s, s.active, c);
    events.push(...r.events);
    s = r.state;
  }
  return { state: s, events };
}

describe('HC-06 an entangling bottom', () => {
  it('HC-06 a unit that falls onto it is held and may not move or move with its stack; a solid bottom holds nobody', () => {
    const r = walkOff(trapMap(3), 1);
    expect(of(r.events, 'trapped')).toEqual([{ type: 'trapped', unitId: 'a', source: 'Edge of a Drop: entangling bottom', strength: 3 }]);
    const a = r.state.units.find((u) => u.id === 'a')!;
    expect(a.held).toEqual({ source: 'Edge of a Drop: entangling bottom', strength: 3 });
    const next = { ...r.state, units: r.state.units.map((u) => (u.id === 'a' ? { ...u, moved: false } : u)) };
    expect(rules.refusal(next, 0, { type: 'move', unitId: 'a', to: { x: 5, y: 3 } })).toBe('held');
    const plain = walkOff(trapMap(), 1);
    expect(of(plain.events, 'trapped')).toEqual([]);
    expect(plain.state.units.find((u) => u.id === 'a')!.held).toBeUndefined();
  });

  it('HC-06 at each turn\'s start a held unit rolls React against 2D6 + the strength: won, it is free and may move; lost, still held', () => {
    const outcomes = new Set<boolean>();
    for (let seed = 1; seed <= 30; seed++) {
      const { state, events } = toNextTurn(walkOff(trapMap(2), seed).state);
      const [roll] = of(events, 'trapEscape');
      expect(roll.unitId).toBe('a');
      expect(roll.roll.b.ability).toBe(2);
      expect(roll.free).toBe(roll.roll.winner === 'a');
      outcomes.add(roll.free);
      const a = state.units.find((u) => u.id === 'a')!;
      if (roll.free) {
        expect(a.held).toBeUndefined();
        const s = { ...state, phase: 'move' as const, active: 0, actionsLeft: 2 };
        expect(rules.refusal(s, 0, { type: 'move', unitId: 'a', to: { x: 5, y: 3 } })).toBe('applied');
      } else expect(a.held).toBeDefined();
    }
    expect([...outcomes].sort()).toEqual([false, true]);
  });

  it('HC-06 the set-up reads the trap\'s value as its strength: 2D4 → 1 … 2D10 → 4', () => {
    const t = (expr: string) => ({ face: 6, kind: 'entangling' as const, trap: { expr, dice: [], total: 0 } });
    expect(['2D4', '2D6', '2D8', '2D10'].map((e) => dropTrap(t(e)))).toEqual([1, 2, 3, 4]);
    expect(dropTrap({ face: 1, kind: 'solid' })).toBeUndefined();
    expect(bottomHow(t('2D8'))).toMatch(/entangling bottom \(a 2D8 trap\): a unit falling onto it is held/);
  });
});
