import { describe, expect, it } from 'vitest';
import type { Command } from '../../../shared/battle/commands.ts';
import type { BattleView } from '../../../shared/battle/model.ts';
import { legalCommands } from '../../../shared/battle/queries/legal.ts';
import { check } from '../../../shared/battle/reducer/guards.ts';
import { testBattle, testHero, testUnit, textMap } from '../../../shared/battle/testing.ts';
import { IDLE, type Ctx } from '../modeTypes.ts';
import { setupHtml } from './setup.ts';

// The set-up prompt's controls: what a player can click (or reach with Tab) to place units and heroes.

const open = textMap(['........', '........', '........'], undefined, 3);
const view = testBattle(open, [testUnit('A1', 0, 2, 0)], 1, {
  phase: 'deploy',
  reserves: [testUnit('A2', 0, -1, -1), testUnit('B1', 1, -1, -1)],
  heroes: [testHero('h', 0, null), testHero('g', 1, null)],
  actionsLeft: 0,
});
const ctxOf = (v: BattleView, side = 0): Ctx => ({ view: v, side, legal: legalCommands(v, side), check: (c: Command) => check(v, side, c) });

describe('set-up panel', () => {
  it('SW-10 offers a button per waiting hero and, once one is chosen, a button per unit it may go with', () => {
    const idle = setupHtml(IDLE, ctxOf(view));
    expect(idle).toContain('data-place-hero="h"');
    expect(idle).not.toContain('data-place-hero="g"');
    expect(idle).toContain('data-deploy-all="1"');
    expect(idle).toContain('The other side has 2 still to place');
    const choosing = setupHtml({ kind: 'heroPlace', heroId: 'h' }, ctxOf(view));
    expect(choosing).toContain('data-hero-to="A1"');
    expect(choosing).toContain('data-hero-cancel="1"');
  });

  it('SW-10 with every unit placed, the heroes left are still offered, with Place all', () => {
    const placed = { ...view, units: [...view.units, testUnit('A2', 0, 3, 0)], reserves: view.reserves.filter((u) => u.side === 1) };
    const html = setupHtml(IDLE, ctxOf(placed));
    expect(html).toContain('All your units are placed.');
    expect(html).toContain('data-place-hero="h"');
    expect(html).toContain('data-deploy-all="1"');
  });

  it('HC-03 the button says what it does: "Place one" when a combat step alternates figure by figure', () => {
    expect(setupHtml(IDLE, ctxOf(view))).toContain('>Place all remaining</button>');
    const alternating = { ...view, scenario: { ...view.scenario, deployment: { first: 0, mode: 'alternating' as const } } };
    const html = setupHtml(IDLE, ctxOf(alternating));
    expect(html).toContain('>Place one</button>');
    expect(html).not.toContain('Place all');
  });
});
