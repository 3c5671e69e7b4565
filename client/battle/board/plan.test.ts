import { describe, expect, it } from 'vitest';
import type { BattleEvent } from '../../../shared/battle/events.ts';
import { apply } from '../../../shared/battle/reducer/apply.ts';
import { testBattle, testUnit, textMap } from '../../../shared/battle/testing.ts';
import { beatSquares, hitText, planBeats, timing, type Beat } from './plan.ts';
import { along, Timeline } from './timeline.ts';

// #12 animation: the beats come from the engine's own events (a real move, a real attack), and the
// timeline draws a moving unit between its squares, holds queued moves at their start, fades the dead
// and never runs more than its backlog behind the state.

const open = textMap(['........', '........', '........', '........'], undefined, 3);
const roll = { a: { dice: [3, 3], natural: 6, mods: [], total: 6 }, b: { dice: [1, 2], natural: 3, mods: [], total: 3 }, tieDiceA: [], tieDiceB: [], finalA: 6, finalB: 3, winner: 'a', sl: 1, totalDefeat: false } as unknown as Extract<BattleEvent, { type: 'attack' }>['roll'];
const attack = (over: Partial<Extract<BattleEvent, { type: 'attack' }>>): BattleEvent => ({ type: 'attack', kind: 'melee', opportunity: false, attackerId: 'A1', defenderId: 'B1', roll, damage: 1, extra: 0, before: 'ok', after: 'bloodied', ...over });

describe('planBeats: events to beats', () => {
  const units = [testUnit('A1', 0, 0, 0), testUnit('B1', 1, 5, 0)];

  it("a real move slides along the engine's path, square by square, from the unit's old square", () => {
    const state = testBattle(open, units);
    const r = apply(state, 0, { type: 'move', unitId: 'A1', to: { x: 2, y: 1 } });
    if (!r.ok) throw new Error(r.error.message);
    const beats = planBeats(r.events, units);
    const move = beats.find((b) => b.kind === 'move') as Extract<Beat, { kind: 'move' }>;
    expect(move.unitIds).toEqual(['A1']);
    expect(move.path[0]).toEqual({ x: 0, y: 0 });
    expect(move.path.at(-1)).toEqual({ x: 2, y: 1 });
    // Each step is to a touching square.
    for (let i = 1; i < move.path.length; i++) expect(Math.max(Math.abs(move.path[i].x - move.path[i - 1].x), Math.abs(move.path[i].y - move.path[i - 1].y))).toBe(1);
  });

  it('a stack carried along moves with its unit', () => {
    const beats = planBeats([{ type: 'moved', unitId: 'A1', from: { x: 0, y: 0 }, to: { x: 1, y: 0 }, path: [{ x: 1, y: 0 }], cost: 1, actionsLeft: 1, carried: ['A2'] }], units);
    expect(beats).toEqual([{ kind: 'move', unitIds: ['A1', 'A2'], path: [{ x: 0, y: 0 }, { x: 1, y: 0 }] }]);
  });

  it('a hit: where the defender stands after earlier moves in the batch, the damage and new condition in words', () => {
    const moved: BattleEvent = { type: 'moved', unitId: 'B1', from: { x: 5, y: 0 }, to: { x: 1, y: 0 }, path: [{ x: 4, y: 0 }, { x: 3, y: 0 }, { x: 2, y: 0 }, { x: 1, y: 0 }], cost: 4, actionsLeft: 0 };
    const [, strike] = planBeats([moved, attack({})], units);
    expect(strike).toMatchObject({ kind: 'strike', from: { x: 0, y: 0 }, at: { x: 1, y: 0 }, hit: true, text: '-1 Bloodied', ghost: null, missile: false });
  });

  it('a death fades out a ghost that looks as the unit did; a shot is a missile; a miss says so', () => {
    const [dead] = planBeats([attack({ kind: 'missile', damage: 2, before: 'bloodied', after: 'dead' })], [units[0], { ...units[1], condition: 'bloodied' }]);
    expect(dead).toMatchObject({ kind: 'strike', missile: true, text: '-2 Killed', ghost: { id: 'B1', condition: 'bloodied', x: 5, y: 0 } });
    const [miss] = planBeats([attack({ damage: 0, after: 'ok' })], units);
    expect(miss).toMatchObject({ hit: false, text: 'Held' });
    expect(hitText(1, 'bloodied', 'broken')).toBe('-1 Broken');
  });

  it('a node taken pulses, a unit placed fades in, a recovery is a note; phases animate nothing', () => {
    const beats = planBeats(
      [
        { type: 'phase', turn: 1, phase: 'move', side: 0, actions: 3 },
        { type: 'nodeTaken', node: 0, side: 1, at: { x: 3, y: 3 } },
        { type: 'deployed', unitId: 'A3', side: 0, at: { x: 0, y: 2 } },
        { type: 'recovered', unitId: 'A1', from: 'broken', to: 'bloodied', cost: 1, resources: 0 },
      ],
      units,
    );
    expect(beats.map((b) => b.kind)).toEqual(['pulse', 'appear', 'note']);
    expect(beats[2]).toMatchObject({ at: { x: 0, y: 0 }, text: 'Recovered: Bloodied' });
  });
});

describe('Timeline: the frame at each moment', () => {
  const path = [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 2, y: 0 }];
  const move: Beat = { kind: 'move', unitIds: ['A1'], path };

  it('a move is drawn between its start and end half-way through, and on its square once over', () => {
    const t = new Timeline();
    t.add([move], 1);
    expect(t.frame().at.get('A1')).toEqual({ x: 0, y: 0 });
    t.advance(timing(move).length / 2);
    expect(t.frame().at.get('A1')!.x).toBeCloseTo(1, 5);
    t.advance(timing(move).length);
    expect(t.active).toBe(false);
    expect(t.frame().at.has('A1')).toBe(false);
    expect(along(path, 0.25).x).toBeGreaterThan(0);
    expect(along(path, 0.25).x).toBeLessThan(1);
  });

  it('a second move of the same batch waits at its start; fast is quicker; off shows the state at once', () => {
    const t = new Timeline();
    const other: Beat = { kind: 'move', unitIds: ['A2'], path: [{ x: 5, y: 5 }, { x: 5, y: 4 }] };
    t.add([move, other], 1);
    t.advance(10);
    expect(t.frame().at.get('A2')).toEqual({ x: 5, y: 5 });
    const fast = new Timeline();
    fast.add([move], 0.4);
    fast.advance(timing(move).length * 0.41);
    expect(fast.active).toBe(false);
    const off = new Timeline();
    off.add([move], 0);
    expect(off.active).toBe(false);
  });

  it('a hit flashes its unit and floats its words; a death fades its ghost to nothing', () => {
    const [strike] = planBeats([attack({ damage: 2, after: 'dead' })], [testUnit('A1', 0, 0, 0), testUnit('B1', 1, 1, 0)]);
    const t = new Timeline();
    t.add([strike], 1);
    expect(t.frame().ghosts[0].alpha).toBe(1);
    t.advance(300);
    const f = t.frame();
    expect(f.flash.get('B1')).toBeGreaterThan(0);
    expect(f.floats[0].text).toBe('-2 Killed');
    t.advance(900);
    expect(t.frame().ghosts[0]?.alpha ?? 0).toBeLessThan(0.2);
  });

  it('a backlog plays faster: never much more than its limit behind, however many batches come', () => {
    const t = new Timeline(1000);
    for (let i = 0; i < 20; i++) t.add([move], 1);
    expect(t.backlog()).toBeGreaterThan(5000);
    let wall = 0;
    while (t.active && wall < 10_000) {
      t.advance(16);
      wall += 16;
    }
    expect(wall).toBeLessThanOrEqual(1000 + 16);
    t.add([move], 1);
    t.skip();
    expect(t.active).toBe(false);
  });

  it('tells of each beat once, when it begins, with its pace (what the camera follows)', () => {
    const t = new Timeline();
    const other: Beat = { kind: 'move', unitIds: ['A2'], path: [{ x: 5, y: 5 }, { x: 5, y: 4 }] };
    t.add([move, other], 0.4);
    expect(t.started()).toEqual([{ beat: move, scale: 0.4 }]);
    expect(t.started()).toEqual([]); // not twice
    t.advance(timing(move).lead * 0.4);
    expect(t.started()).toEqual([{ beat: other, scale: 0.4 }]);
    t.skip();
    t.add([move], 0);
    expect(t.started()).toEqual([]); // off: nothing plays, nothing to follow
  });
});

describe('beatSquares: where the camera looks', () => {
  it('a move its whole path, ending where it stops; a strike from the attacker to the defender; a placement nothing', () => {
    const path = [{ x: 0, y: 0 }, { x: 1, y: 0 }, { x: 2, y: 1 }];
    expect(beatSquares({ kind: 'move', unitIds: ['A1'], path })).toEqual(path);
    const [strike] = planBeats([attack({})], [testUnit('A1', 0, 0, 0), testUnit('B1', 1, 4, 2)]);
    expect(beatSquares(strike)).toEqual([{ x: 0, y: 0 }, { x: 4, y: 2 }]);
    expect(beatSquares({ ...(strike as Extract<Beat, { kind: 'strike' }>), from: null })).toEqual([{ x: 4, y: 2 }]);
    expect(beatSquares({ kind: 'pulse', at: { x: 3, y: 3 }, side: 1 })).toEqual([{ x: 3, y: 3 }]);
    expect(beatSquares({ kind: 'appear', unitId: 'A1', at: { x: 3, y: 3 } })).toEqual([]);
  });
});
