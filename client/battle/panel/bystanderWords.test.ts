import { describe, expect, it } from 'vitest';
import type { BattleMap, MapComplication } from '../../../shared/map/battleMap.ts';
import type { StepTask } from '../../../shared/battle/taskTypes.ts';
import { testBattle, testScenario, testUnit, textMap } from '../../../shared/battle/testing.ts';
import { bystanderLine, bystanderTip, peopleOutcome } from './bystanderWords.ts';
import { summaryHtml } from './summary.ts';
import { formatEvent } from './logFormat.ts';
import { countdownLines } from './objectives.ts';
import { tipFor } from './tips.ts';

// HC-06 Innocent Bystanders and Hostage Situation in the client: the square's tooltip quoting the
// text, the banner's count, the combat log's lines, the board's marks.

const mark = (id: string, name: string, effect: string): MapComplication => ({ id, name, effect, inForce: true, rects: [], squares: [] });
const COMPLICATIONS = [
  mark('innocent-bystanders', 'Innocent Bystanders', '3D6+4 innocent bystanders are present.'),
  mark('hostage-situation', 'Hostage Situation', 'Dependents, light relationships, prisoners or bystanders present are held hostage by the enemy; with none, an important hostage.'),
  mark('death-trap', 'Death Trap', 'Bystanders present die if the task fails.'),
];
const map: BattleMap = {
  ...textMap(['......', '......', '......', '......']),
  complications: COMPLICATIONS,
  bystanders: [
    { at: { x: 1, y: 1 }, count: 4, who: 'bystanders', status: 'present', inTrap: true },
    { at: { x: 4, y: 2 }, count: 9, who: 'hostages', status: 'present' },
    { at: { x: 0, y: 3 }, count: 2, who: 'bystanders', status: 'saved' },
    { at: { x: 5, y: 0 }, count: 3, who: 'bystanders', status: 'lost' },
  ],
};
const TASK: StepTask = {
  side: 0, skills: ['perception'], dc: 15, effectiveDc: 15, when: 'during',
  limits: { id: 'all-one-at-a-time', text: 'All one at a time', attempters: 'all', together: false, allMustSucceed: false, difficulty: 0 },
  at: { x: 0, y: 2 }, place: 'test',
};
const view = () => testBattle(map, [testUnit('A1', 0, 0, 0), testUnit('B1', 1, 5, 3)], 1, { scenario: testScenario({ task: TASK, objectives: { deathTrap: { victims: 'dependents-present', effect: 'trap' } } }) });

describe('HC-06 bystanders and hostages in the client', () => {
  it('HC-06 the square\'s tooltip quotes the text, says who they are and what saves or kills them', () => {
    const v = view();
    const tip = bystanderTip(v, { x: 1, y: 1 })!;
    expect(tip.title).toBe('4 bystanders');
    expect(tip.lines[0]).toBe('Innocent Bystanders: “3D6+4 innocent bystanders are present.”');
    expect(tip.lines).toContain('Death Trap: “Bystanders present die if the task fails.”');
    expect(tip.lines.join(' ')).toContain('leads them to safety');
    const hostages = bystanderTip(v, { x: 4, y: 2 })!;
    expect(hostages.title).toBe('9 hostages');
    expect(hostages.lines).toContain('Held by the enemy, guarded: an enemy unit is at or next to them.');
    expect(tip.lines).toContain('In the Death Trap: they die if the task fails or the fight ends with it not done.');
    expect(hostages.lines).toContain(`Hostage Situation: “${COMPLICATIONS[1].effect}”`);
    expect(bystanderTip(v, { x: 0, y: 3 })!.lines).toContain('Led to safety.');
    expect(bystanderTip(v, { x: 5, y: 0 })!.title).toBe('3 bystanders (lost)');
    expect(bystanderTip(v, { x: 2, y: 2 })).toBeNull();
    // In the square's tooltip, before the square itself.
    expect(tipFor(v, { x: 1, y: 1 }).map((b) => b.title)).toEqual(['4 bystanders', 'Square (1, 1)']);
  });

  it('HC-06 a Death Trap whose task comes after the fight: the tooltip and the banner say who is still in it, and what kills them', () => {
    const v = testBattle(map, [testUnit('A1', 0, 0, 0), testUnit('B1', 1, 5, 3)], 1, { scenario: testScenario({ task: { ...TASK, when: 'after' }, objectives: { deathTrap: { victims: 'dependents-present', effect: 'trap' } } }) });
    expect(bystanderTip(v, { x: 1, y: 1 })!.lines).toContain('In the Death Trap: they die if the task fails (the Time Limit running out in the fight, or the task after it given up or run out).');
    expect(bystanderLine(v)!.text).toBe('Hostages: 2 saved, 9 held, 4 to save, 3 lost (4 in the Death Trap)');
  });

  it('HC-06 the banner counts saved, held, still to save and lost, and those in the Death Trap', () => {
    const v = view();
    expect(bystanderLine(v)).toMatchObject({ text: 'Hostages: 2 saved, 9 held, 4 to save, 3 lost (4 in the Death Trap)', urgent: true });
    expect(countdownLines(v).map((l) => l.text)).toContain('Hostages: 2 saved, 9 held, 4 to save, 3 lost (4 in the Death Trap)');
    const plain = { ...v, map: { ...map, bystanders: [map.bystanders![0]] } };
    expect(bystanderLine(plain)!.text).toBe('Bystanders: 0 saved, 4 to save, 0 lost (4 in the Death Trap)');
    expect(bystanderLine({ ...v, map: textMap(['..']) })).toBeNull();
  });

  it('HC-06 the log says who led whom to safety, who died and why, and the tally at the end', () => {
    const v = view();
    expect(formatEvent({ type: 'bystanders', what: 'saved', at: { x: 1, y: 1 }, count: 4, who: 'bystanders', why: 'led to safety', unitId: 'A1' }, v)[0].html).toBe('<span class="side-0">Unit A1 (A1)</span> leads 4 bystanders at (1,1) to safety');
    expect(formatEvent({ type: 'bystanders', what: 'saved', at: { x: 4, y: 2 }, count: 1, who: 'important-hostage', why: 'freed', unitId: 'A1' }, v)[0].html).toContain('frees an important hostage at (4,2)');
    expect(formatEvent({ type: 'bystanders', what: 'lost', at: { x: 1, y: 1 }, count: 4, who: 'bystanders', why: 'the task failed & the <Death Trap> closed' }, v)[0].html).toBe('4 bystanders at (1,1) die: the task failed &amp; the &lt;Death Trap&gt; closed');
    expect(formatEvent({ type: 'bystanderTally', present: 1, held: 2, saved: 3, lost: 4, inTrap: 0 }, v)[0].html).toBe('The people present: <strong>3</strong> saved, 2 still held, 1 still out there, <strong>4</strong> lost');
  });

  it('HC-06 the battle\'s summary says what became of them', () => {
    const v = { ...view(), phase: 'over' as const, result: { winner: 0, winners: [0], reason: 'won' } };
    expect(peopleOutcome(v)).toBe('The people present: 2 saved, 9 still held, 4 left on the field, 3 lost.');
    expect(summaryHtml({ view: v, side: 0, events: [], roomId: 'r', canRematch: false })).toContain('<p class="summary-people">The people present: 2 saved, 9 still held, 4 left on the field, 3 lost.</p>');
    expect(peopleOutcome({ ...v, map: textMap(['..']) })).toBeNull();
  });
});
