import { describe, expect, it } from 'vitest';
import type { Command } from '../../shared/battle/commands.ts';
import type { BattleState } from '../../shared/battle/model.ts';
import { legalCommands } from '../../shared/battle/queries/legal.ts';
import { apply } from '../../shared/battle/reducer/apply.ts';
import { check } from '../../shared/battle/reducer/guards.ts';
import { testBattle, testHero, testUnit, textMap } from '../../shared/battle/testing.ts';
import { next, type Act, type Ctx, type Input, type Mode, type Step } from './mode.ts';
import { selectionHtml } from './panel/selection.ts';
import { tipFor } from './panel/tips.ts';

// HC-01 with SW-16 (#11): a square holding a two-unit stack on the surface and a flier two levels
// above it. The flier is a stack of its own, so the reorder draft, the stack panel and the tooltip
// take the rules' one-level stack (grid.ts stackOf), and what the draft sends the reducer accepts.

const open = textMap(['........', '........', '........', '........', '........', '........'], undefined, 3);
const contested = { id: 'test', name: 'Test', description: '', map: 'test', sides: [{ name: 'Agency', units: [] }, { name: 'Cult', units: [] }], win: { destroy: true, lastTurn: 30, contested: { outIsOut: false } } };
const state = {
  ...testBattle(open, [testUnit('A1', 0, 2, 2), testUnit('A2', 0, 2, 2, { level: 1 }), testUnit('F', 0, 2, 2, { level: 2, altitude: 2 }), testUnit('B1', 1, 7, 5)], 1, { heroes: [testHero('doctor-ember', 0, 'F')] }),
  scenario: contested,
} as BattleState;
const ctx: Ctx = { view: state, side: 0, legal: legalCommands(state, 0), check: (c: Command) => check(state, 0, c) };
const act = (a: Act): Input => ({ type: 'act', act: a });

function run(mode: Mode, ...inputs: Input[]): Step[] {
  return inputs.map((input) => {
    const s = next(mode, input, ctx);
    mode = s.mode;
    return s;
  });
}

describe('HC-01 a reorder with a flier above the stack (#11)', () => {
  it('HC-01 the draft lists the two units of the surface stack, and the command it sends is accepted', () => {
    const [draft, , applied] = run({ kind: 'selected', unitId: 'A2' }, act({ do: 'reorderStart' }), act({ do: 'reorderShift', unitId: 'A2', delta: -1 }), act({ do: 'reorderApply' }));
    expect(draft.mode).toEqual({ kind: 'reorder', unitId: 'A2', at: { x: 2, y: 2 }, order: ['A1', 'A2'] });
    expect(applied.send).toEqual({ type: 'reorder', at: { x: 2, y: 2 }, order: ['A2', 'A1'] });
    const r = apply(state, 0, applied.send!);
    expect(r.ok ? r.events.map((e) => e.type) : r.error).toEqual(['reordered']);
    const after = new Map(r.state.units.map((u) => [u.id, u.level]));
    expect([after.get('A2'), after.get('A1'), after.get('F')]).toEqual([0, 1, 2]);
  });

  it('HC-01 the same order again sends nothing; the flier alone offers no reorder', () => {
    const [, same] = run({ kind: 'selected', unitId: 'A2' }, act({ do: 'reorderStart' }), act({ do: 'reorderApply' }));
    expect(same).toEqual({ mode: { kind: 'selected', unitId: 'A2' } });
    expect(next({ kind: 'selected', unitId: 'F' }, act({ do: 'reorderStart' }), ctx)).toEqual({ mode: { kind: 'selected', unitId: 'F' } });
  });

  it('HC-01 the stack panel shows the selected level\'s stack only, with Reorder for the surface stack', () => {
    const byId = (id: string) => state.units.find((u) => u.id === id)!;
    const drafting = selectionHtml({ kind: 'reorder', unitId: 'A2', at: { x: 2, y: 2 }, order: ['A1', 'A2'] }, ctx, byId('A2'));
    expect(drafting.match(/data-reorder-shift="(\w+)" data-delta="-1"/g)).toEqual(['data-reorder-shift="A1" data-delta="-1"', 'data-reorder-shift="A2" data-delta="-1"']);
    expect(drafting).not.toContain('data-stack-select="F"');
    expect(selectionHtml({ kind: 'selected', unitId: 'A2' }, ctx, byId('A2'))).toContain('data-reorder-start="1"');
    const flier = selectionHtml({ kind: 'selected', unitId: 'F' }, ctx, byId('F'));
    expect(flier).not.toContain('data-reorder-start');
    expect(flier).not.toContain('data-stack-select');
  });

  it('HC-01 the tooltip groups the units by level, highest first, each stack top first', () => {
    expect(tipFor(state, { x: 2, y: 2 }).map((b) => b.title)).toEqual([
      'Level +2 (flying): F alone',
      'F · Unit F [TEST]',
      'Level 0 (on the surface): a stack of 2, A2 on top',
      'A2 · Unit A2 [TEST]',
      'A1 · Unit A1 [TEST]',
      'Square (2, 2)',
    ]);
  });
});
