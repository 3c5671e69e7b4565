import { describe, expect, it } from 'vitest';
import type { AirPlatform, BattleMap } from '../../map/battleMap.ts';
import { Command } from '../commands.ts';
import type { BattleEvent } from '../events.ts';
import type { BattleState } from '../model.ts';
import { legalCommands } from '../queries/legal.ts';
import { platformTurn, withPlatforms } from '../rules/platforms.ts';
import { reducerFor, testBattle, testScenario, testUnit, textMap } from '../testing.ts';

// HC-05 "On a failed control it tips as above or on a success the pilot can deliberately tip it as
// above": a won control is kept on the platform for the turn; the pilot's side may then tip it, once,
// for one action (the pilot's move), any of the 8 ways (reducer/tip.ts).

const of = <T extends BattleEvent['type']>(events: BattleEvent[], type: T) => events.filter((e): e is Extract<BattleEvent, { type: T }> => e.type === type);
const ROWS = Array.from({ length: 12 }, () => '.'.repeat(20));
const platform = (over: Partial<AirPlatform> = {}): AirPlatform => ({
  rect: { x: 8, y: 4, w: 4, h: 4 }, sides: [0, 1], movement: 'steered-d10', die: 10, steered: true, tipsOver: null, control: { x: 2, y: 2 },
  failOnBreach: 30, failPerBreach: 5, breaches: 0, failed: false, text: 'a platform', ...over,
});
const airMap = (...platforms: AirPlatform[]): BattleMap => withPlatforms({ ...textMap(ROWS), air: { altitude: 300, platforms } }, platforms);
const scenario = testScenario();
const { step, refusal } = reducerFor(scenario);
/** Turn 2's move phase, the pilot P (side 0) at the control point (10,6), its control won (or `won` over). */
function started(won: AirPlatform['pilotWon'] | null = { turn: 2, unitId: 'P', tipped: false }, seed = 1): BattleState {
  const units = [testUnit('P', 0, 10, 6, { altitude: 0 }), testUnit('A', 0, 8, 4, { altitude: 0 }), testUnit('B', 1, 11, 5, { altitude: 0, react: 1 })];
  return testBattle(airMap(platform(won ? { pilotWon: won } : {})), units, seed, { turn: 2, scenario });
}
const tip = (dir: 'n' | 'e' | 'se' = 'e', unitId = 'P'): Command => ({ type: 'tipPlatform', unitId, dir });

describe('HC-05 a pilot deliberately tipping its platform', () => {
  it('HC-05 a won control at the turn\'s start is kept on the platform for that turn; a lost one or no pilot leaves none', () => {
    let won = 0;
    let lost = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const before = testBattle(airMap(platform()), [testUnit('P', 0, 10, 6, { altitude: 0 })], seed, { turn: 1, phase: 'resources' });
      const events: BattleEvent[] = [];
      const after = platformTurn(before, { ...before, turn: 2, phase: 'move' }, events);
      const [e] = of(events, 'platform');
      const p = after.map.air!.platforms[0];
      if (e.pilot!.roll.winner === 'a') {
        won++;
        expect(p.pilotWon).toEqual({ turn: 2, unitId: 'P', tipped: false });
      } else {
        lost++;
        expect(p.pilotWon).toBeUndefined();
      }
    }
    expect(won).toBeGreaterThan(5);
    expect(lost).toBeGreaterThan(5);
    // A flag from an earlier turn goes at the next move.
    const before = testBattle(airMap(platform({ pilotWon: { turn: 1, unitId: 'P', tipped: true } })), [], 3, { turn: 1, phase: 'resources' });
    expect(platformTurn(before, { ...before, turn: 2, phase: 'move' }, []).map.air!.platforms[0].pilotWon).toBeUndefined();
  });

  it('HC-05 the tip: one action and the pilot\'s move; everyone on it throws React against 2D6, the losers slide D4 (D8 on a total defeat) the chosen way, off the edge they fall', () => {
    let slid = 0;
    let fell = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const s = started(undefined, seed);
      const r = step(s, 0, tip('e'));
      expect(r.state.actionsLeft).toBe(s.actionsLeft - 1);
      expect(r.state.units.find((u) => u.id === 'P')!.moved).toBe(true);
      expect(r.state.map.air!.platforms[0].pilotWon!.tipped).toBe(true);
      const [t] = of(r.events, 'platformTipped');
      expect(t).toMatchObject({ index: 0, unitId: 'P', dir: 2 });
      expect([...t.carried].sort()).toEqual(['A', 'B', 'P']);
      const feet = of(r.events, 'tipFooting');
      expect(feet.map((f) => f.unitId).sort()).toEqual(['A', 'B', 'P']);
      for (const f of feet) {
        expect(f.roll.b.ability).toBe(0);
        expect(f.die > 0).toBe(f.roll.winner === 'b');
        if (!f.die) continue;
        slid++;
        expect(f.die).toBeLessThanOrEqual(f.roll.totalDefeat ? 8 : 4);
        // East: the same row, further east, at most the die; the first square off the platform (x 12) ends it.
        expect(f.to.y).toBe(f.from.y);
        expect(f.to.x - f.from.x).toBe(Math.min(f.die, 12 - f.from.x));
        if (f.to.x === 12) {
          fell++;
          expect(of(r.events, 'fell').some((x) => x.unitId === f.unitId)).toBe(true);
        }
      }
    }
    expect(slid).toBeGreaterThan(20);
    expect(fell).toBeGreaterThan(5);
  });

  it('HC-05 refused, the state unchanged: not the pilot, no control won this turn, tipped already, moved already, not the move phase, another side\'s pilot', () => {
    expect(refusal(started(), 0, tip('e', 'A'))).toBe('not-pilot');
    expect(refusal(started(null), 0, tip())).toBe('no-control');
    expect(refusal(started({ turn: 1, unitId: 'P', tipped: false }), 0, tip())).toBe('no-control');
    expect(refusal(started({ turn: 2, unitId: 'P', tipped: true }), 0, tip())).toBe('already-tipped');
    const s = started();
    expect(refusal({ ...s, units: s.units.map((u) => (u.id === 'P' ? { ...u, moved: true } : u)) }, 0, tip())).toBe('already-moved');
    expect(refusal({ ...s, actionsLeft: 0 }, 0, tip())).toBe('no-actions');
    expect(refusal({ ...s, phase: 'opportunity' }, 0, tip())).toBe('wrong-phase');
    expect(refusal({ ...s, active: 1 }, 1, tip('e', 'P'))).toBe('not-your-unit');
    expect(refusal({ ...s, turn: 0 }, 0, tip())).toBe('personal-only');
    // The wire: a direction outside the 8 is malformed before the rules see it.
    expect(Command.safeParse({ type: 'tipPlatform', unitId: 'P', dir: 'up' }).success).toBe(false);
    expect(Command.safeParse({ type: 'tipPlatform', unitId: 'P', dir: 'sw' }).success).toBe(true);
  });

  it('HC-05 offered exactly when accepted: the 8 ways for the pilot whose control won, once, nothing otherwise', () => {
    const tips = (s: BattleState, side = 0) => legalCommands(s, side).filter((c) => c.type === 'tipPlatform');
    expect(tips(started()).map((c) => (c.type === 'tipPlatform' ? c.dir : '')).sort()).toEqual(['e', 'n', 'ne', 'nw', 's', 'se', 'sw', 'w']);
    expect(tips(started(null))).toEqual([]);
    expect(tips(started({ turn: 2, unitId: 'P', tipped: true }))).toEqual([]);
    const s = started();
    expect(tips({ ...s, active: 1 }, 1)).toEqual([]);
    const after = step(s, 0, tip('n')).state;
    expect(tips(after)).toEqual([]);
  });
});
