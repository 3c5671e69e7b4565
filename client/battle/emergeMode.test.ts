import { describe, expect, it } from 'vitest';
import type { Command } from '../../shared/battle/commands.ts';
import type { BattleView } from '../../shared/battle/model.ts';
import { legalCommands } from '../../shared/battle/queries/legal.ts';
import { check } from '../../shared/battle/reducer/guards.ts';
import { testBattle, testScenario, testUnit, textMap } from '../../shared/battle/testing.ts';
import { reachOf } from './choices.ts';
import { IDLE, next, type Ctx } from './mode.ts';

// HC-06 Already There in the client's mode machine: a concealed figure's button chooses it, the
// squares it may appear on are ringed (the board's reach), a click there sends `emerge`.

const scenario = testScenario({ objectives: { reserves: { figures: [{ side: 0, type: 'agents', concealed: true }], entersOn: 5, effect: 'Already There' }, alreadyThere: { side: 0, effect: 'Already There' } } });
const view = testBattle(textMap(['....', '.#..']), [testUnit('A1', 0, 0, 0), testUnit('B1', 1, 3, 1)], 1, { scenario });
const ctxOf = (v: BattleView, side = 0): Ctx => ({ view: v, side, legal: legalCommands(v, side), check: (c: Command) => check(v, side, c) });

describe('HC-06 Already There: choosing where a concealed figure appears', () => {
  it('the button chooses the figure (again: none); its squares are the reach; a click sends emerge; a bad square gets the engine\'s reason', () => {
    const ctx = ctxOf(view);
    const chosen = next(IDLE, { type: 'act', act: { do: 'emerge', figure: 0 } }, ctx).mode;
    expect(chosen).toEqual({ kind: 'emerging', figure: 0 });
    expect(next(chosen, { type: 'act', act: { do: 'emerge', figure: 0 } }, ctx).mode).toEqual(IDLE);
    expect(reachOf(chosen, ctx).map((s) => `${s.x},${s.y}`).sort()).toEqual(['1,0', '2,0', '2,1', '3,0', '0,1'].sort());
    expect(next(chosen, { type: 'square', at: { x: 2, y: 1 } }, ctx)).toEqual({ mode: IDLE, send: { type: 'emerge', figure: 0, to: { x: 2, y: 1 } } });
    const bad = next(chosen, { type: 'square', at: { x: 1, y: 1 } }, ctx);
    expect(bad.send).toBeUndefined();
    expect(bad.error).toMatch(/not an open square/);
  });
});
