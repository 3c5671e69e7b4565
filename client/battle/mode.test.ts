import { describe, expect, it } from 'vitest';
import type { Command } from '../../shared/battle/commands.ts';
import type { BattleView } from '../../shared/battle/model.ts';
import { legalCommands } from '../../shared/battle/queries/legal.ts';
import { check } from '../../shared/battle/reducer/guards.ts';
import { testBattle, testHero, testUnit, textMap } from '../../shared/battle/testing.ts';
import { IDLE, next, type Act, type Ctx, type Input, type Mode, type Step } from './mode.ts';
import { buildPicture } from './picture.ts';

// The interaction mode machine, driven with real views, the engine's legal commands and its check().

const open = textMap(['........', '........', '........', '........', '........', '........'], undefined, 3);

function ctxOf(view: BattleView, side = 0): Ctx {
  return { view, side, legal: legalCommands(view, side), check: (c: Command) => check(view, side, c) };
}

const at = (x: number, y: number): Input => ({ type: 'square', at: { x, y } });
const key = (k: string, o: { cursor?: { x: number; y: number }; onButton?: boolean } = {}): Input => ({ type: 'key', key: k, cursor: o.cursor ?? null, onButton: o.onButton ?? false });
const act = (a: Act): Input => ({ type: 'act', act: a });
const viewed = (before: BattleView, mine = true): Input => ({ type: 'view', before: { view: before, mine } });

/** Runs inputs from a mode in one context; returns every step. */
function run(ctx: Ctx, mode: Mode, ...inputs: Input[]): Step[] {
  const steps: Step[] = [];
  for (const input of inputs) {
    const s = next(mode, input, ctx);
    steps.push(s);
    mode = s.mode;
  }
  return steps;
}

const archer = (id: string, side: number, x: number, y: number, over = {}) => testUnit(id, side, x, y, { missileRange: 2, missileAttack: 3, ...over });

describe('selecting and moving', () => {
  const view = testBattle(open, [testUnit('A1', 0, 0, 0), testUnit('A2', 0, 1, 1), testUnit('B1', 1, 7, 5)]);
  const ctx = ctxOf(view);

  it('a click on an own unit selects it, a click in its reach moves it and keeps it selected', () => {
    const [sel, moved] = run(ctx, IDLE, at(0, 0), at(2, 0));
    expect(sel).toEqual({ mode: { kind: 'selected', unitId: 'A1' } });
    expect(moved.send).toEqual({ type: 'move', unitId: 'A1', to: { x: 2, y: 0 } });
    expect(moved.mode).toEqual({ kind: 'selected', unitId: 'A1' });
  });

  it('an empty square out of reach sends nothing: the engine says why, and the selection stays', () => {
    const [, far] = run(ctx, IDLE, at(0, 0), at(6, 0));
    expect(far.send).toBeUndefined();
    expect(far.error).toBe('Unit A1 cannot reach (6, 0) this move');
    expect(far.mode).toEqual({ kind: 'selected', unitId: 'A1' });
  });

  it('#12 a click that cannot move the unit never drops it silently: moved already, or not its turn', () => {
    const moved = testBattle(open, [testUnit('A1', 0, 0, 0, { moved: true }), testUnit('B1', 1, 7, 5)]);
    const s = next({ kind: 'selected', unitId: 'A1' }, at(2, 0), ctxOf(moved));
    expect(s).toEqual({ mode: { kind: 'selected', unitId: 'A1' }, error: check(moved, 0, { type: 'move', unitId: 'A1', to: { x: 2, y: 0 } })!.message });
    expect(s.error).toMatch(/already moved/);
    const theirs = { ...view, active: 1 };
    const t = next({ kind: 'selected', unitId: 'A1' }, key('Enter', { cursor: { x: 2, y: 0 } }), ctxOf(theirs));
    expect(t.mode).toEqual({ kind: 'selected', unitId: 'A1' });
    expect(t.error).toBe(check(theirs, 0, { type: 'move', unitId: 'A1', to: { x: 2, y: 0 } })!.message);
    expect(t.error).toBeTruthy();
  });

  it("Escape deselects; N steps through own units; another side's unit is only looked at", () => {
    expect(next({ kind: 'selected', unitId: 'A1' }, key('Escape'), ctx).mode).toEqual(IDLE);
    expect(run(ctx, IDLE, key('n'), key('n'), key('N')).map((s) => s.mode)).toEqual([
      { kind: 'selected', unitId: 'A1' },
      { kind: 'selected', unitId: 'A2' },
      { kind: 'selected', unitId: 'A1' },
    ]);
    const [, look] = run(ctx, IDLE, at(7, 5), at(6, 5));
    expect(look).toEqual({ mode: IDLE });
  });

  it('Enter and Space act at the keyboard cursor as a click would, but not from a focused button', () => {
    const mode: Mode = { kind: 'selected', unitId: 'A1' };
    expect(next(mode, key('Enter', { cursor: { x: 1, y: 0 } }), ctx).send).toEqual({ type: 'move', unitId: 'A1', to: { x: 1, y: 0 } });
    expect(next(mode, key(' ', { cursor: { x: 1, y: 0 }, onButton: true }), ctx)).toEqual({ mode });
  });
});

describe('shooting (SW-27)', () => {
  const view = testBattle(open, [archer('A1', 0, 1, 1), testUnit('B1', 1, 3, 1), testUnit('B2', 1, 7, 5)]);
  const ctx = ctxOf(view);

  it('S aims, a target shows its odds, the same target again shoots; Esc walks back one step at a time', () => {
    const steps = run(ctx, { kind: 'selected', unitId: 'A1' }, key('s'), at(3, 1));
    expect(steps[0].mode).toEqual({ kind: 'shooting', unitId: 'A1' });
    const preview = steps[1].mode;
    expect(preview).toEqual({ kind: 'preview', attackerId: 'A1', targetId: 'B1', attack: 'missile', vigor: 0, lasting: 0, back: 'shooting' });
    expect(steps[1].send).toBeUndefined();
    const shot = next(preview, at(3, 1), ctx);
    expect(shot.send).toEqual({ type: 'shoot', unitId: 'A1', targetId: 'B1' });
    expect(shot.mode).toEqual({ kind: 'selected', unitId: 'A1' });
    expect(run(ctx, preview, key('Escape'), key('Escape'), key('Escape')).map((s) => s.mode.kind)).toEqual(['shooting', 'selected', 'idle']);
  });

  it('an enemy out of range while aiming: the engine rejection, and the aim stays', () => {
    const s = next({ kind: 'shooting', unitId: 'A1' }, at(7, 5), ctx);
    expect(s).toEqual({ mode: { kind: 'shooting', unitId: 'A1' }, error: "B2 is not an enemy within Unit A1's range 2 and line of sight" });
  });

  it('S on a unit with nothing to shoot says why, in the engine words', () => {
    const done = testBattle(open, [archer('A1', 0, 1, 1, { shot: true }), testUnit('B1', 1, 3, 1)]);
    const s = next({ kind: 'selected', unitId: 'A1' }, key('s'), ctxOf(done));
    expect(s.mode).toEqual({ kind: 'selected', unitId: 'A1' });
    expect(s.error).toBe('Unit A1 (A1) has already shot this turn');
  });

  it('a new view in which the unit cannot shoot any more ends the aiming, not the selection', () => {
    const after = { ...view, units: view.units.map((u) => (u.id === 'A1' ? { ...u, shot: true } : u)), seq: 1 };
    expect(next({ kind: 'shooting', unitId: 'A1' }, viewed(view), ctxOf(after)).mode).toEqual({ kind: 'selected', unitId: 'A1' });
  });
});

describe('a new view', () => {
  const view = testBattle(open, [testUnit('A1', 0, 0, 0), testUnit('B1', 1, 7, 5)]);

  it("a new phase, a new side to act, or the end of this side's turn starts over", () => {
    const sel: Mode = { kind: 'selected', unitId: 'A1' };
    expect(next(sel, viewed(view), ctxOf(view)).mode).toEqual(sel);
    expect(next(sel, viewed(view), ctxOf({ ...view, phase: 'opportunity', active: 1 })).mode).toEqual(IDLE);
    expect(next(sel, viewed(view), ctxOf({ ...view, active: 1 })).mode).toEqual(IDLE);
    expect(next(sel, viewed(view), ctxOf({ ...view, turn: 2 })).mode).toEqual(IDLE);
  });

  it('a unit that died takes its mode with it', () => {
    const dead = { ...view, units: view.units.map((u) => (u.id === 'A1' ? { ...u, condition: 'dead' as const } : u)) };
    expect(next({ kind: 'selected', unitId: 'A1' }, viewed(view), ctxOf(dead)).mode).toEqual(IDLE);
  });

  it('a refused command leaves the choice on show', () => {
    const p: Mode = { kind: 'heroMove', unitId: 'A1', heroId: 'h' };
    expect(next(p, { type: 'rejected' }, ctxOf(view))).toEqual({ mode: p });
  });
});

describe('combat (SW-19) and spends (SW-08/09)', () => {
  const fight = testBattle(open, [testUnit('A1', 0, 1, 1), testUnit('B1', 1, 2, 1)], 1, {
    phase: 'combat',
    pending: { unitId: 'A1', targets: ['B1'] },
    heroes: [testHero('h', 0, 'A1', { secrets: [{ type: 'lastingDamage', pool: 'vigor' }] })],
  });
  const ctx = ctxOf(fight);
  const moving = { ...fight, phase: 'move' as const, pending: null };

  it("one's own pending attack opens its odds once; Enter attacks with what the hero spends", () => {
    const opened = next(IDLE, viewed(moving), ctx).mode;
    expect(opened).toEqual({ kind: 'preview', attackerId: 'A1', targetId: 'B1', attack: 'melee', vigor: 0, lasting: 0, back: 'idle' });
    expect(next(IDLE, viewed(fight), ctx).mode).toEqual(IDLE);
    const [vigor, lasting, more, enter] = run(ctx, opened, act({ do: 'spend', what: 'vigor', delta: 1 }), act({ do: 'spend', what: 'lasting', delta: 1 }), act({ do: 'spend', what: 'lasting', delta: 1 }), key('Enter'));
    expect(vigor.mode).toMatchObject({ vigor: 1, lasting: 0 });
    expect(lasting.mode).toMatchObject({ vigor: 1, lasting: 1 });
    // Vigor 2 less the 1 spent leaves 1 for Lasting Damage: the engine accepts no more.
    expect(more.mode).toMatchObject({ vigor: 1, lasting: 1 });
    expect(enter.send).toEqual({ type: 'attack', unitId: 'A1', targetId: 'B1', vigor: 1, lasting: 1 });
    expect(enter.mode).toEqual(IDLE);
  });

  it('Enter on a focused button (the sheet toggle, a spend button) presses that button only, sending no attack (#12)', () => {
    const opened = next(IDLE, viewed(moving), ctx).mode;
    expect(next(opened, key('Enter', { onButton: true }), ctx)).toEqual({ mode: opened });
    expect(next(opened, key('Enter'), ctx).send).toMatchObject({ type: 'attack', unitId: 'A1', targetId: 'B1' });
  });

  it('no more Vigor than the engine lets the hero spend, and none below zero', () => {
    const opened = next(IDLE, viewed(moving), ctx).mode;
    const [a, b, c] = run(ctx, opened, act({ do: 'spend', what: 'vigor', delta: 1 }), act({ do: 'spend', what: 'vigor', delta: 1 }), act({ do: 'spend', what: 'vigor', delta: -3 }));
    expect([a, b, c].map((s) => (s.mode.kind === 'preview' ? s.mode.vigor : -1))).toEqual([1, 1, 0]);
  });

  it('a click on an enemy that is not a target shows the engine reason; P passes', () => {
    const far = testBattle(open, [testUnit('A1', 0, 1, 1), testUnit('B1', 1, 2, 1), testUnit('B2', 1, 6, 5)], 1, { phase: 'combat', pending: { unitId: 'A1', targets: ['B1'] } });
    const s = next(IDLE, at(6, 5), ctxOf(far));
    expect(s.error).toBe('A1 cannot attack B2: it must be a touching enemy');
    expect(next(IDLE, key('p'), ctxOf(far)).send).toEqual({ type: 'pass' });
  });
});

describe('heroes (SW-07) and stacks (SW-16)', () => {
  const view = testBattle(open, [testUnit('A1', 0, 1, 1), testUnit('A2', 0, 2, 2), testUnit('A3', 0, 5, 1), testUnit('A4', 0, 5, 1, { level: 1 }), testUnit('B1', 1, 7, 5)], 1, {
    heroes: [testHero('h', 0, 'A1', { stance: { defend: 1, react: 1 } })],
  });
  const ctx = ctxOf(view);

  it('H chooses, a click on a starred unit moves the hero; with nowhere to go the engine says why', () => {
    const [h, to] = run(ctx, { kind: 'selected', unitId: 'A1' }, key('h'), at(2, 2));
    expect(h.mode).toEqual({ kind: 'heroMove', unitId: 'A1', heroId: 'h' });
    expect(to.send).toEqual({ type: 'moveHero', heroId: 'h', toUnitId: 'A2' });
    expect(to.mode).toEqual({ kind: 'selected', unitId: 'A1' });
    const alone = testBattle(open, [testUnit('A1', 0, 1, 1), testUnit('A2', 0, 4, 4), testUnit('B1', 1, 7, 5)], 1, { heroes: [testHero('h', 0, 'A1')] });
    expect(next({ kind: 'selected', unitId: 'A1' }, key('h'), ctxOf(alone))).toEqual({ mode: { kind: 'selected', unitId: 'A1' }, error: 'Hero h can only move to a unit touching Unit A1' });
  });

  it('stance steps are sent as commands; past the cap the engine refuses and nothing is sent', () => {
    expect(next(IDLE, act({ do: 'stance', heroId: 'h', what: 'defend', delta: -1 }), ctx).send).toEqual({ type: 'heroStance', heroId: 'h', defend: 0, react: 1 });
    const over = next(IDLE, act({ do: 'stance', heroId: 'h', what: 'react', delta: 1 }), ctx);
    expect(over.send).toBeUndefined();
    expect(over.error).toBe('Hero h may spend at most 1 Instinct and 1 Reason on one roll');
  });

  it('an own unit in reach is selected and stacking onto it offered; Enter makes the move', () => {
    const [, offer] = run(ctx, IDLE, at(1, 1), at(2, 2));
    expect(offer.mode).toEqual({ kind: 'stackOffer', unitId: 'A2', move: { type: 'move', unitId: 'A1', to: { x: 2, y: 2 } } });
    expect(offer.send).toBeUndefined();
    const go = next(offer.mode, key('Enter'), ctx);
    expect(go.send).toEqual({ type: 'move', unitId: 'A1', to: { x: 2, y: 2 } });
    expect(go.mode).toEqual({ kind: 'selected', unitId: 'A1' });
    expect(next(offer.mode, key('Escape'), ctx).mode).toEqual({ kind: 'selected', unitId: 'A2' });
  });

  it('T moves the whole stack, reversed on the way when asked; another unit of it keeps the mode', () => {
    const [t, lower, rev, go] = run(ctx, { kind: 'selected', unitId: 'A4' }, key('t'), act({ do: 'select', unitId: 'A3' }), act({ do: 'reverse', on: true }), at(5, 3));
    expect(t.mode).toEqual({ kind: 'wholeStack', unitId: 'A4', reverse: false });
    expect(lower.mode).toEqual({ kind: 'wholeStack', unitId: 'A3', reverse: false });
    expect(rev.mode).toEqual({ kind: 'wholeStack', unitId: 'A3', reverse: true });
    expect(go.send).toEqual({ type: 'move', unitId: 'A4', to: { x: 5, y: 3 }, withStack: true, order: ['A4', 'A3'] });
    expect(go.mode).toEqual({ kind: 'selected', unitId: 'A3' });
  });

  it('a reorder is drafted, then applied for an action; the same order again sends nothing', () => {
    const [draft, shifted, applied] = run(ctx, { kind: 'selected', unitId: 'A4' }, act({ do: 'reorderStart' }), act({ do: 'reorderShift', unitId: 'A4', delta: -1 }), act({ do: 'reorderApply' }));
    expect(draft.mode).toEqual({ kind: 'reorder', unitId: 'A4', at: { x: 5, y: 1 }, order: ['A3', 'A4'] });
    expect(shifted.mode).toMatchObject({ order: ['A4', 'A3'] });
    expect(applied.send).toEqual({ type: 'reorder', at: { x: 5, y: 1 }, order: ['A4', 'A3'] });
    expect(next(draft.mode, act({ do: 'reorderApply' }), ctx)).toEqual({ mode: { kind: 'selected', unitId: 'A4' } });
  });
});

describe('set-up (SW-10) and watching', () => {
  const reserves = [testUnit('A1', 0, -1, -1), testUnit('A2', 0, -1, -1), testUnit('B1', 1, -1, -1)];
  const setup = testBattle(open, [], 1, { phase: 'deploy', reserves, actionsLeft: 0 });

  it('a click on the deploy area places the unit chosen, and the next one is chosen; E is refused in the engine words', () => {
    const s = next(IDLE, at(3, 0), ctxOf(setup));
    expect(s).toEqual({ mode: { kind: 'selected', unitId: 'A2' }, send: { type: 'deploy', unitId: 'A1', to: { x: 3, y: 0 } } });
    expect(next({ kind: 'selected', unitId: 'A2' }, at(3, 0), ctxOf(setup)).send).toEqual({ type: 'deploy', unitId: 'A2', to: { x: 3, y: 0 } });
    expect(next(IDLE, at(3, 3), ctxOf(setup)).error).toBe('(3, 3) is not a free square of your deploy area');
    expect(next(IDLE, key('e'), ctxOf(setup)).error).toBe('Place your units and heroes first (or place them all at once)');
  });

  // A1 is on the board, A2 and B1 wait; the Agency's hero h and the Cult's g wait to be placed.
  const withHeroes = testBattle(open, [testUnit('A1', 0, 2, 0)], 1, {
    phase: 'deploy',
    reserves: [testUnit('A2', 0, -1, -1), testUnit('B1', 1, -1, -1)],
    heroes: [testHero('h', 0, null), testHero('g', 1, null)],
    actionsLeft: 0,
  });

  it('SW-10 a hero is placed with the mouse: its button, then a click on an own unit framed for it', () => {
    const ctx = ctxOf(withHeroes);
    const [chosen, placed] = run(ctx, IDLE, act({ do: 'placeHero', heroId: 'h' }), at(2, 0));
    expect(chosen).toEqual({ mode: { kind: 'heroPlace', heroId: 'h' } });
    expect(buildPicture(chosen.mode, ctx, { cursor: null, hover: null, lastMove: [] })).toMatchObject({ heroTargets: [{ x: 2, y: 0 }], reachable: [] });
    expect(placed).toEqual({ mode: IDLE, send: { type: 'placeHero', heroId: 'h', unitId: 'A1' } });
    // The same button again drops the choice; a click on an empty square too, placing nothing.
    expect(next(chosen.mode, act({ do: 'placeHero', heroId: 'h' }), ctx)).toEqual({ mode: IDLE });
    expect(next(chosen.mode, at(4, 0), ctx)).toEqual({ mode: IDLE });
  });

  it('SW-10 a hero is placed with the keyboard: H picks it, Enter at the cursor on an own unit or a listed unit places it, Esc drops it', () => {
    const ctx = ctxOf(withHeroes);
    expect(run(ctx, IDLE, key('h'), key('H')).map((s) => s.mode)).toEqual([{ kind: 'heroPlace', heroId: 'h' }, IDLE]);
    const [, enter] = run(ctx, IDLE, key('h'), key('Enter', { cursor: { x: 2, y: 0 } }));
    expect(enter.send).toEqual({ type: 'placeHero', heroId: 'h', unitId: 'A1' });
    expect(next({ kind: 'heroPlace', heroId: 'h' }, act({ do: 'heroTo', unitId: 'A1' }), ctx).send).toEqual({ type: 'placeHero', heroId: 'h', unitId: 'A1' });
    expect(next({ kind: 'heroPlace', heroId: 'h' }, key('Escape'), ctx).mode).toEqual(IDLE);
  });

  it("SW-10 a hero that cannot be placed yet, or not with that unit: the engine's reason", () => {
    const empty = ctxOf({ ...withHeroes, units: [], reserves: [testUnit('A1', 0, -1, -1), ...withHeroes.reserves] });
    expect(next(IDLE, key('h'), empty)).toEqual({ mode: IDLE, error: 'There is no unit A1 on the board' });
    const taken = ctxOf({ ...withHeroes, heroes: [...withHeroes.heroes, testHero('k', 0, 'A1')] });
    expect(next({ kind: 'heroPlace', heroId: 'h' }, at(2, 0), taken)).toEqual({ mode: { kind: 'heroPlace', heroId: 'h' }, error: 'Unit A1 already has a hero' });
    // A new view in which the hero has nobody left to go with ends the choice.
    expect(next({ kind: 'heroPlace', heroId: 'h' }, viewed(withHeroes), taken).mode).toEqual(IDLE);
  });

  it('a spectator looks at units but sends nothing and is told nothing', () => {
    const view = testBattle(open, [testUnit('A1', 0, 0, 0), testUnit('B1', 1, 7, 5)]);
    const watcher = ctxOf(view, -1);
    expect(watcher.legal).toEqual([]);
    expect(next(IDLE, at(0, 0), watcher)).toEqual({ mode: { kind: 'selected', unitId: 'A1' } });
    expect(next({ kind: 'selected', unitId: 'A1' }, at(1, 0), watcher)).toEqual({ mode: IDLE });
    expect(next(IDLE, key('e'), watcher)).toEqual({ mode: IDLE });
  });
});

describe('HC-01 stacks at different levels', () => {
  // A flier (Doctor Ember's unit F) two levels above its stack A1 < A2 at (2,2); an enemy archer-less unit B1 beside it.
  const contested = { id: 'test', name: 'Test', description: '', map: 'test', sides: [{ name: 'Agency', units: [] }, { name: 'Cult', units: [] }], win: { destroy: true, lastTurn: 30, contested: { outIsOut: false } } };
  const view = {
    ...testBattle(open, [testUnit('A1', 0, 2, 2), testUnit('A2', 0, 2, 2, { level: 1 }), testUnit('F', 0, 2, 2, { level: 2, altitude: 2 }), archer('B1', 1, 4, 2, { missileRange: 3 })], 1, { heroes: [testHero('doctor-ember', 0, 'F')] }),
    scenario: contested,
  } as BattleView;

  it('HC-01 a click on the square selects the top of one level, a second click the other; T moves the selected level\'s stack', () => {
    const ctx = ctxOf(view);
    const [first, second, third] = run(ctx, IDLE, at(2, 2), at(2, 2), at(2, 2));
    expect(first.mode).toEqual({ kind: 'selected', unitId: 'F' });
    expect(second.mode).toEqual({ kind: 'selected', unitId: 'A2' });
    expect(third.mode).toEqual({ kind: 'selected', unitId: 'F' });
    const [stack, moved] = run(ctx, { kind: 'selected', unitId: 'A2' }, key('t'), at(1, 2));
    expect(stack.mode).toMatchObject({ kind: 'wholeStack', unitId: 'A2' });
    expect(moved.send).toEqual({ type: 'move', unitId: 'A2', to: { x: 1, y: 2 }, withStack: true });
  });

  it('HC-01 aiming at a square with two levels takes the one that is a target', () => {
    // F three levels up is out of B1's range of 2; the ground stack's top, 2 across, is in it.
    const high = { ...view, active: 1, mover: 1, units: view.units.map((u) => (u.id === 'F' ? { ...u, altitude: 3 } : u.id === 'B1' ? { ...u, missileRange: 2 } : u)) } as BattleView;
    const [aim, odds] = run(ctxOf(high, 1), { kind: 'selected', unitId: 'B1' }, key('s'), at(2, 2));
    expect(aim.mode).toMatchObject({ kind: 'shooting', unitId: 'B1' });
    expect(odds.mode).toMatchObject({ kind: 'preview', targetId: 'A2' });
  });
});
