import { describe, expect, it } from 'vitest';
import type { Defences } from '../../../shared/map/battleMap.ts';
import { legalCommands } from '../../../shared/battle/queries/legal.ts';
import { apply } from '../../../shared/battle/reducer/apply.ts';
import { testBattle, testHero, testScenario, testUnit, textMap } from '../../../shared/battle/testing.ts';
import { formatEvent } from './logFormat.ts';
import { objectiveOffer } from './objectives.ts';

// HC-06 Point of Advantage faces 5 and 1 in the panel: the log says who escaped (and with which hero),
// and the button offers the controls by their name.

const area = { x: 0, y: 0, w: 3, h: 3 };
const base = textMap(['........', '........', '........', '........']);

describe('HC-06 Point of Advantage in the panel', () => {
  it('HC-06 face 5: the log names the unit that took the escape route and its hero, once it is off the board', () => {
    const s = testBattle({ ...base, advantage: { area, face: 5, text: 'x' } }, [testUnit('A1', 0, 4, 1), testUnit('B1', 1, 7, 3)], 1, { scenario: testScenario(), heroes: [testHero('nightblade', 0, 'A1')] });
    const r = apply(s, 0, { type: 'move', unitId: 'A1', to: { x: 2, y: 1 } });
    if (!r.ok) throw new Error(r.error.message);
    const html = r.events.flatMap((e) => formatEvent(e, r.state)).map((l) => l.html).join('\n');
    expect(html).toContain('Unit A1 (A1)</span>, with <strong class="side-0">Hero nightblade</strong>, takes the escape route at (2,1) and <strong>leaves the combat</strong>');
  });

  it('HC-06 face 1: the button offers to take control of the defences', () => {
    const defences: Defences = { source: 'Automated Defences', sides: [0, 1], attack: 3, bonus: 0, strike: 3, range: 3, area: false, defend: 3, vitality: 1, damageType: 'heat', text: 'x', list: [{ x: 7, y: 0, condition: 'ok' }] };
    const s = testBattle({ ...base, advantage: { area, face: 1, text: 'x' }, hazards: { defences } }, [testUnit('A1', 0, 1, 1), testUnit('B1', 1, 7, 3)], 1, { scenario: testScenario() });
    expect(objectiveOffer(s, legalCommands(s, 0), s.units[0])?.label).toBe('Take control of the defences (1, 1)');
  });
});
