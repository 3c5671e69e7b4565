import { describe, expect, it } from 'vitest';
import type { Command } from '../../shared/battle/commands.ts';
import type { BattleView } from '../../shared/battle/model.ts';
import type { AirPlatform } from '../../shared/map/battleMap.ts';
import { legalCommands } from '../../shared/battle/queries/legal.ts';
import { check } from '../../shared/battle/reducer/guards.ts';
import { withPlatforms } from '../../shared/battle/rules/platforms.ts';
import { testBattle, testUnit, textMap } from '../../shared/battle/testing.ts';
import { next, type Ctx, type Mode } from './mode.ts';
import { tipButtons } from './panel/tipButtons.ts';
import { tipToward } from './tipMode.ts';

// HC-05 in the client: K (or the button) starts choosing the way the selected pilot tips its platform,
// a square or an arrow sends it; what is offered is legalCommands', the refusals are check()'s words.

const platform = (over: Partial<AirPlatform> = {}): AirPlatform => ({
  rect: { x: 2, y: 1, w: 4, h: 4 }, sides: [0, 1], movement: 'steered-d10', die: 10, steered: true, tipsOver: null, control: { x: 2, y: 2 },
  failOnBreach: 30, failPerBreach: 5, breaches: 0, failed: false, text: 'a platform', ...over,
});
function ctxOf(won: boolean): Ctx {
  const p = platform(won ? { pilotWon: { turn: 2, unitId: 'P', tipped: false } } : {});
  const map = withPlatforms({ ...textMap(Array.from({ length: 8 }, () => '.'.repeat(10))), air: { altitude: 300, platforms: [p] } }, [p]);
  const view: BattleView = testBattle(map, [testUnit('P', 0, 4, 3, { altitude: 0 }), testUnit('B', 1, 3, 2, { altitude: 0 })], 1, { turn: 2 });
  return { view, side: 0, legal: legalCommands(view, 0), check: (c: Command) => check(view, 0, c) };
}
const key = (k: string) => ({ type: 'key' as const, key: k, cursor: null, onButton: false });
const selected: Mode = { kind: 'selected', unitId: 'P' };

describe('HC-05 tipping a platform in the client', () => {
  it('HC-05 K starts choosing only when the engine offers the tip, else says its reason; a square sends the tip that way; K again stops', () => {
    const ctx = ctxOf(true);
    const k = next(selected, key('k'), ctx);
    expect(k.mode).toEqual({ kind: 'tipping', unitId: 'P' });
    // North-west of the pilot (4,3): (1,0).
    const sent = next(k.mode, { type: 'square', at: { x: 1, y: 0 } }, ctx);
    expect(sent.send).toEqual({ type: 'tipPlatform', unitId: 'P', dir: 'nw' });
    expect(next(k.mode, { type: 'square', at: { x: 4, y: 3 } }, ctx)).toEqual({ mode: k.mode });
    expect(next(k.mode, key('K'), ctx).mode).toEqual(selected);
    const no = next(selected, key('k'), ctxOf(false));
    expect(no.mode).toEqual(selected);
    expect(no.error).toContain('did not win the platform\'s control');
    expect(tipToward({ x: 4, y: 3 }, { x: 9, y: 3 })).toBe('e');
  });

  it('HC-05 the button shows for the pilot whose control won, and while choosing one arrow per way offered, each with its command', () => {
    const ctx = ctxOf(true);
    const pilot = ctx.view.units[0];
    const off = tipButtons(selected, ctx.legal, pilot);
    expect(off).toMatchObject({ shown: true, choosing: false, arrows: '' });
    const on = tipButtons({ kind: 'tipping', unitId: 'P' }, ctx.legal, pilot);
    expect(on.choosing).toBe(true);
    expect(on.arrows.match(/<button/g)).toHaveLength(8);
    expect(on.arrows).toContain(JSON.stringify({ type: 'tipPlatform', unitId: 'P', dir: 'se' }).replace(/"/g, '&quot;'));
    expect(tipButtons(selected, ctxOf(false).legal, pilot).shown).toBe(false);
  });
});
