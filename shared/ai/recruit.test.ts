import { describe, expect, it } from 'vitest';
import type { Command } from '../battle/commands.ts';
import type { BattleView } from '../battle/model.ts';
import { legalCommands } from '../battle/queries/legal.ts';
import { scenarioById } from '../battle/scenario.ts';
import type { AiRng } from './aiRng.ts';
import { playOut } from './playOut.ts';
import { chooseRecruit, recruitPlan } from './recruit.ts';
import { actionValue } from './sergeant.ts';
import { repoMap } from '../../test/repoMaps.ts';

// The recruit's mistakes (#10): a slip takes one of its few next-best moves, never one it values as a
// loss, and at times not the move it takes without a slip.

/** A generator that slips at every choice and then picks the last of the options offered. */
const alwaysSlips = (): AiRng => {
  let n = 0;
  return { next: () => (n++ % 2 === 0 ? 0 : 0.999) };
};

describe('the recruit (#10)', () => {
  for (const id of ['skirmish', 'turf-war', 'elder-rite']) {
    it(`${id}: a slip is a move it values above nothing, and at times not its best`, () => {
      const scenario = scenarioById(id)!;
      let slips = 0;
      let worse = 0;
      const check = (view: BattleView, side: number, c: Command | null) => {
        // With a support roll on offer (SW-16) it answers as the simple player does, moves included.
        if (view.phase !== 'move' || view.actionsLeft <= 0 || !c || c.type !== 'move' || legalCommands(view, side).some((o) => o.type === 'support')) return;
        const plan = recruitPlan(view, side);
        const value = actionValue(plan, c);
        expect(value).toBeGreaterThan(0);
        const steady = chooseRecruit(view, side, { next: () => 0.999 });
        if (steady && JSON.stringify(steady) !== JSON.stringify(c)) worse++;
        slips++;
      };
      const out = playOut(scenario, repoMap(scenario.map), 3, 3000, () => ({
        rng: alwaysSlips(),
        choose: (view, side, rng) => {
          const c = chooseRecruit(view, side, rng);
          check(view, side, c);
          return c;
        },
      }));
      if ('error' in out) throw new Error(out.error);
      expect(slips).toBeGreaterThan(10);
      expect(worse).toBeGreaterThan(0);
    });
  }
});
