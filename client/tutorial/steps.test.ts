import { describe, expect, it } from 'vitest';
import type { BattleEvent } from '../../shared/battle/events.ts';
import type { BattleView, Phase } from '../../shared/battle/model.ts';
import { testBattle, testUnit, textMap } from '../../shared/battle/testing.ts';
import { advance, count, current, LESSONS, skip, START, type Progress, type Seen } from './steps.ts';

// The tutorial's progress from what the client was shown: a sequence of looks (view, new events,
// the board's picture) in, the lesson on show out.

const map = textMap(['......', '......', '......', '......']);
const units = [testUnit('A1', 0, 0, 0), testUnit('A2', 0, 1, 0), testUnit('B1', 1, 3, 3), testUnit('B2', 1, 4, 3)];
const view = (phase: Phase = 'move', active = 0): BattleView => testBattle(map, units, 1, { phase, active });

function look(over: Partial<Seen> = {}): Seen {
  return { view: view(), side: 0, events: [], zoc: [], cursor: null, odds: false, ...over };
}

/** The lesson on show after the looks, in order. */
function after(looks: Seen[], from: Progress = START): { id: string | undefined; p: Progress } {
  const p = looks.reduce(advance, from);
  const v = looks.at(-1)?.view ?? null;
  return { id: current(p, v, 0)?.id, p };
}

const moved = (unitId: string, to = { x: 1, y: 1 }): BattleEvent => ({ type: 'moved', unitId, from: { x: 0, y: 0 }, to, path: [to], cost: 1, actionsLeft: 2 });
const attack = (attackerId: string, defenderId: string, kind: 'melee' | 'missile', opportunity = false) =>
  ({ type: 'attack', kind, opportunity, attackerId, defenderId, damage: 0, extra: 0, before: 'ok', after: 'ok' }) as unknown as BattleEvent;

describe('tutorial steps', () => {
  it('starts on moving; the lessons are data with words for each', () => {
    expect(after([look()]).id).toBe('move');
    expect(LESSONS.map((l) => l.id)).toEqual(['move', 'zoc', 'odds', 'shoot', 'opportunity', 'combat', 'resources', 'end']);
    for (const l of LESSONS) expect(l.title && l.text && l.todo).toBeTruthy();
  });

  it('a move of one of the learner’s units completes Moving; an enemy move does not', () => {
    expect(after([look(), look({ events: [moved('B1')] })]).id).toBe('move');
    expect(after([look(), look({ events: [moved('A1')] })]).id).toBe('zoc');
  });

  it('zones of control: the cursor or the mouse on a zone the board shows, or a move ending in the zone shown before it', () => {
    const zoc = [{ x: 3, y: 2 }];
    const base = [look(), look({ events: [moved('A1')] })];
    expect(after([...base, look({ zoc })]).id).toBe('zoc');
    expect(after([...base, look({ zoc, cursor: { x: 2, y: 2 } })]).id).toBe('zoc');
    expect(after([...base, look({ zoc, cursor: { x: 3, y: 2 } })]).id).toBe('odds');
    // The mouse resting on a zone shown counts as well; on another square, or with no zone shown, not.
    expect(after([...base, look({ zoc, hover: { x: 3, y: 2 } })]).id).toBe('odds');
    expect(after([...base, look({ zoc, hover: { x: 2, y: 2 } })]).id).toBe('zoc');
    expect(after([...base, look({ zoc }), look({ hover: { x: 3, y: 2 } })]).id).toBe('zoc');
    // The move arrives after the selection (and its zones) went away: the zones of the last look count.
    expect(after([...base, look({ zoc }), look({ events: [moved('A2', { x: 3, y: 2 })] })]).id).toBe('odds');
    expect(after([...base, look({ zoc }), look({ events: [moved('A2', { x: 2, y: 1 })] })]).id).toBe('zoc');
  });

  it('the odds panel shown completes The odds; a confirmed shot of the learner’s completes Shooting', () => {
    const start = after([look({ events: [moved('A1')] }), look({ cursor: { x: 3, y: 2 }, zoc: [{ x: 3, y: 2 }] })]).p;
    expect(after([look({ odds: true })], start).id).toBe('shoot');
    expect(after([look({ odds: true }), look({ events: [attack('B1', 'A1', 'missile')] })], start).id).toBe('shoot');
    expect(after([look({ odds: true }), look({ events: [attack('A1', 'B1', 'missile')] })], start).id).toBe('opportunity');
  });

  it('a lesson about a phase comes first while that phase is the learner’s, and is done when it ends', () => {
    const p = after([look()]).p;
    expect(current(p, view('opportunity', 0), 0)?.id).toBe('opportunity');
    expect(current(p, view('opportunity', 1), 0)?.id).toBe('move');
    const through = after([look({ view: view('opportunity', 0) }), look({ view: view('combat', 1) })]);
    expect(through.p.done).toEqual(['opportunity']);
    expect(current(through.p, view('resources', 0), 0)?.id).toBe('resources');
    const bought = advance(through.p, look({ view: view('resources', 0), events: [{ type: 'bought', unitId: 'A3', unitType: 'police', side: 0, at: { x: 0, y: 0 }, cost: 3, revived: false, resources: 0 }] }));
    expect(bought.done).toContain('resources');
    expect(after([look({ events: [{ type: 'nodeTaken', node: 0, side: 0, at: { x: 2, y: 2 } }] })]).p.done).toEqual(['resources']);
    expect(after([look({ events: [{ type: 'nodeTaken', node: 0, side: 1, at: { x: 2, y: 2 } }] })]).p.done).toEqual([]);
  });

  it('combat: a melee attack by or on the learner’s units; an opportunity shot completes Opportunity fire', () => {
    expect(after([look({ events: [attack('B1', 'A1', 'melee')] })]).p.done).toEqual(['combat']);
    expect(after([look({ events: [attack('B1', 'B2', 'melee')] })]).p.done).toEqual([]);
    expect(after([look({ events: [attack('A1', 'B1', 'missile', true)] })]).p.done).toEqual(['opportunity']);
  });

  it('Next puts the lesson aside, the closing words come last, and Finish closes the guide', () => {
    let p = START;
    for (let i = 0; i < 7; i++) p = skip(p, current(p, view(), 0));
    expect(count(p)).toEqual({ done: 7, of: 7 });
    expect(current(p, view(), 0)?.id).toBe('end');
    p = skip(p, current(p, view(), 0));
    expect(current(p, view(), 0)).toBeNull();
  });
});
