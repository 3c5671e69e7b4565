import { describe, expect, it } from 'vitest';
import { viewFor } from '../../../shared/battle/queries/view.ts';
import { testBattle, testHero, testScenario, testUnit, textMap } from '../../../shared/battle/testing.ts';
import { skillModifier } from '../../../shared/skills/modifiers.ts';
import { formatEvent } from './logFormat.ts';

// HC-08 in the combat log: every die of an attempt (with its SC-01 worth), the modifier's parts, the
// total against the DC, the result, and the best of a group marked.

const view = viewFor(testBattle(textMap(['....']), [testUnit('A1', 0, 0, 0)], 1, { scenario: testScenario(), heroes: [testHero('nightblade', 0, 'A1', { name: 'Night<blade>' }), testHero('sister-hex', 0, null, { name: 'Hex' })] }));

describe('a task attempt in the combat log (HC-08, SC-01, SC-02, SC-05)', () => {
  it('prints each roll with its worth and modifier, the best of a group, and the result', () => {
    const modifier = skillModifier({ ranks: 5, ability: 0, bonuses: [{ type: 'circumstance', value: 2, reason: 'cover' }] });
    const lines = formatEvent(
      {
        type: 'taskAttempt',
        done: true,
        actionsLeft: 2,
        attempt: {
          turn: 1,
          skill: 'perception',
          heroes: ['nightblade', 'sister-hex'],
          rolls: [
            { heroId: 'nightblade', modifier, dice: [20], natural: 20, total: 37 },
            { heroId: 'sister-hex', modifier: skillModifier({ ranks: 6, ability: 0 }), dice: [1], natural: 1, total: -4 },
          ],
          counted: 'nightblade',
          dc: 17,
          degree: 'criticalSuccess',
        },
      },
      view,
    );
    const html = lines.map((l) => l.html).join('\n');
    expect(html).toContain('Night&lt;blade&gt;');
    expect(html).toContain('attempt the task together: Perception against DC 17');
    expect(html).toContain('d20 20 (worth 30) +7 (ranks 5, circumstance +2) = <strong>37</strong> (best: counts)');
    expect(html).toContain('d20 1 (worth −10) +6 (ranks 6) = <strong>-4</strong>');
    expect(lines.at(-1)).toEqual({ kind: 'result', html: '<strong>critical success</strong>: the task is done; 2 actions left' });
  });
});
