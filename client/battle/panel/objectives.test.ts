import { describe, expect, it } from 'vitest';
import type { Countdown } from '../../../shared/battle/objectiveTypes.ts';
import { legalCommands } from '../../../shared/battle/queries/legal.ts';
import { viewFor } from '../../../shared/battle/queries/view.ts';
import { testBattle, testHero, testScenario, testUnit, textMap } from '../../../shared/battle/testing.ts';
import { countdownLines, objectiveOffer, objectiveTip } from './objectives.ts';

// HC-06 in the panel: the turn limit and the countdowns as the side may read them, the objectives'
// tooltips, and the button offered only for what legalCommands lists.

const TIME: Countdown = { kind: 'time-limit', name: 'Time Limit', effect: 'A clock of 12', start: 12, tick: { n: 1, sides: 3, plus: -1 }, atZero: 'task-failed', knownBy: 'all', stoppedBy: 'nothing' };
const BOOM: Countdown = { kind: 'destruction-sequence', name: 'Destruction Sequence', effect: 'Boom', start: 7, tick: { n: 0, sides: 0, plus: 1 }, atZero: 'blast', knownBy: 'nobody', stoppedBy: 'control-board', squares: [{ x: 5, y: 3 }], check: { dc: 9, skills: ['computer'] } };
const map = textMap(['........', '........', '........', '........']);
const state = testBattle(map, [testUnit('A1', 0, 2, 2), testUnit('A2', 0, 6, 1), testUnit('B1', 1, 0, 3)], 1, {
  scenario: testScenario({ objectives: { countdowns: [TIME, BOOM], victoryButton: { at: { x: 7, y: 0 }, effect: 'Press to win' } } }),
  heroes: [testHero('nightblade', 0, 'A1')],
});

describe('HC-06 countdowns and objectives in the panel', () => {
  it('HC-06 the banner gives the turn limit and each count the side can read; a hidden one says it cannot be read', () => {
    const lines = countdownLines(viewFor(state, 0));
    expect(lines.map((l) => l.text)).toEqual(['Turn 1 of 30', 'Time Limit: 12 turns left before the task fails', 'Destruction Sequence: you cannot read the count']);
    expect(lines[1].title).toContain('“A clock of 12”');
    expect(countdownLines(viewFor(state)).map((l) => l.text)[2]).toBe('Destruction Sequence: 7 turns left before the blast');
    expect(countdownLines(viewFor({ ...state, countdowns: [{ kind: 'time-limit', left: 2 }, { kind: 'destruction-sequence', left: 7, stopped: true }] }, 0)).map((l) => [l.text, l.urgent])).toEqual([
      ['Turn 1 of 30', false],
      ['Time Limit: 2 turns left before the task fails', true],
      ['Destruction Sequence: stopped', false],
    ]);
  });

  it('HC-06 the tooltips of the button and the control board, and the button offered only for a legal useObjective', () => {
    const v = viewFor(state, 0);
    expect(objectiveTip(v, { x: 7, y: 0 })!.lines.join(' ')).toContain('“Press to win”');
    expect(objectiveTip(v, { x: 5, y: 3 })).toMatchObject({ title: 'Control board' });
    expect(objectiveTip(v, { x: 1, y: 1 })).toBeNull();
    const healing = { ...v, map: { ...v.map, advantage: { area: { x: 0, y: 0, w: 3, h: 3 }, face: 6 as const, text: 'A healing device' } } };
    expect(objectiveTip(healing, { x: 1, y: 1 })).toMatchObject({ title: 'Point of Advantage', lines: ['“A healing device”', ''] });
    // The map's Point of Advantage shows in a battle with no scenario objectives at all (faces 2, 3, 6).
    const bare = { ...healing, scenario: { ...healing.scenario, objectives: undefined }, map: { ...healing.map, advantage: { ...healing.map.advantage, face: 3 as const, text: 'A power effect' }, complications: [{ id: 'point-of-advantage', name: 'Point of Advantage', effect: '', inForce: true, how: 'a bonus die', rects: [], squares: [] }] } };
    expect(objectiveTip(bare, { x: 1, y: 1 })).toMatchObject({ title: 'Point of Advantage', lines: ['“A power effect”', 'a bonus die'] });
    // The walled-in button says where its way in is.
    const walled = { ...v, map: { ...v.map, complications: [{ id: 'victory-button', name: 'Victory Button', effect: '', inForce: true, how: 'presses it; walled in, the one way in at (6, 1)', rects: [], squares: [] }] } };
    expect(objectiveTip(walled, { x: 7, y: 0 })!.lines).toContain('It is walled in, the one way in at (6, 1).');
    const legal = legalCommands(v, 0);
    expect(objectiveOffer(v, legal, v.units.find((u) => u.id === 'A2')!)).toEqual({ command: { type: 'useObjective', unitId: 'A2', at: { x: 7, y: 0 } }, label: 'Press the Victory Button (7, 0)' });
    expect(objectiveOffer(v, legal, v.units.find((u) => u.id === 'A1')!)).toBeNull();
  });
});
