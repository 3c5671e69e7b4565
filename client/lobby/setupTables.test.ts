import { describe, expect, it } from 'vitest';
import { deploymentWords } from './combatStepCard.ts';
import { faceRange } from './setupTables.ts';

// The gamemaster card's words (#11): a hand-set list names each row by the faces it covers, so a
// roll of 6 is seen in the row "4-8"; and the deployment line says "whole team" once.

describe('the gamemaster card\'s table rows and deployment line (#11)', () => {
  it('names a row by its face range, a one-face row by its face, the last row up to the die', () => {
    const t = { die: 10, choices: [{ face: 1, label: 'Alternating' }, { face: 4, label: 'Tactical Edge' }, { face: 9, label: 'Whole Team' }] };
    expect(t.choices.map((_, i) => faceRange(t, i))).toEqual(['1-3', '4-8', '9-10']);
    const d6 = { die: 6, choices: [1, 2, 3, 4, 5, 6].map((face) => ({ face, label: String(face) })) };
    expect(d6.choices.map((_, i) => faceRange(d6, i))).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('says "whole team" once when the type and the mode are both whole team', () => {
    expect(deploymentWords('whole-team', 'whole-team')).toBe('Whole team at once');
    expect(deploymentWords('tactical-edge', 'whole-team')).toBe('Tactical edge, whole team at once');
    expect(deploymentWords('alternating', 'alternating')).toBe('Alternating, one figure at a time');
  });
});
