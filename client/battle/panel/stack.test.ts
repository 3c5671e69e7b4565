import { describe, expect, it } from 'vitest';
import type { Command } from '../../../shared/battle/commands.ts';
import type { BattleView } from '../../../shared/battle/model.ts';
import { legalCommands } from '../../../shared/battle/queries/legal.ts';
import { check } from '../../../shared/battle/reducer/guards.ts';
import { testBattle, testUnit, textMap } from '../../../shared/battle/testing.ts';
import { next, type Ctx } from '../mode.ts';
import { selectionHtml } from './selection.ts';

// SW-16's support choice in the stack panel: the odds from the shared query, the button only when the
// engine offers the change, and the button's command through the mode machine and check().

const open = textMap(['........', '........', '........', '........']);
const ctxOf = (view: BattleView, side: number): Ctx => ({ view, side, legal: legalCommands(view, side), check: (c: Command) => check(view, side, c) });
const stack = (roll: boolean) => testBattle(open, [testUnit('A1', 0, 2, 1, { supportRoll: roll }), testUnit('A2', 0, 2, 1, { level: 1 }), testUnit('B1', 1, 6, 3)]);

describe('the stack panel (SW-16)', () => {
  it('SW-16 shows the support roll odds to everyone and offers its owner, on its turn, to decline it or give it back', () => {
    const mine = selectionHtml({ kind: 'selected', unitId: 'A2' }, ctxOf(stack(true), 0), stack(true).units[1]);
    expect(mine).toContain('Support roll by A1: on average 2.64 bonus dice');
    expect(mine).toContain('a natural 2 (2.8%) gives none and turns the top\'s 1 penalty die into 2');
    expect(mine).toContain('data-support="A1" data-roll="0"');
    const declined = selectionHtml({ kind: 'selected', unitId: 'A2' }, ctxOf(stack(false), 0), stack(false).units[1]);
    expect(declined).toContain('data-support="A1" data-roll="1"');
    expect(declined).toContain('no support');
    // The other side sees the choice and the odds, with nothing to press.
    const theirs = selectionHtml({ kind: 'selected', unitId: 'A2' }, ctxOf(stack(false), 1), stack(false).units[1]);
    expect(theirs).toContain('<strong>Declined</strong>');
    expect(theirs).not.toContain('data-support=');
  });

  it('SW-16 the button sends the support command the engine offers; out of turn nothing is sent', () => {
    const s = next({ kind: 'selected', unitId: 'A2' }, { type: 'act', act: { do: 'send', command: { type: 'support', unitId: 'A1', roll: false } } }, ctxOf(stack(true), 0));
    expect(s.send).toEqual({ type: 'support', unitId: 'A1', roll: false });
    const other = next({ kind: 'selected', unitId: 'A2' }, { type: 'act', act: { do: 'send', command: { type: 'support', unitId: 'A1', roll: false } } }, ctxOf(stack(true), 1));
    expect(other.send).toBeUndefined();
  });
});
