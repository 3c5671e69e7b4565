import { describe, expect, it } from 'vitest';
import { seedRng } from '../core/rng.ts';
import { generateCombatSetup } from './generate.ts';
import { rollTask, TURN_LIMIT } from './task.ts';
import { stepTaskOf } from './taskPlace.ts';
import { textMap } from '../battle/testing.ts';
import { BOARDS, STEP, TEAM } from './testing.ts';

// The text's Task Limits table: who may attempt, and the change to the difficulty.
const LIMITS: [string, string, boolean, boolean, number][] = [
  ['only-one', 'one', false, false, 0],
  ['two-together', 'two', true, false, 2],
  ['all-together', 'all', true, false, 3],
  ['all-one-at-a-time', 'all', false, false, 2],
  ['two-one-at-a-time', 'two', false, false, 1],
  ['all-separately', 'all', false, true, -2],
];

describe('the fight and the task', () => {
  it('HC-08 a fight lasts at most 20 turns; the task comes before, after or during it (D3 when the step does not say)', () => {
    expect(TURN_LIMIT).toBe(20);
    const r = generateCombatSetup({ step: STEP, heroes: TEAM, boards: BOARDS }, 2);
    expect(r.ok && r.setup.turnLimit).toBe(20);
    const seen = new Set<string>();
    for (let s = 0; s < 60; s++) {
      const [t] = rollTask(seedRng(s), STEP, false);
      expect(t.when.id).toBe(['before', 'after', 'during'][t.when.face! - 1]);
      seen.add(t.when.id);
    }
    expect(seen.size).toBe(3);
    const [fixed] = rollTask(seedRng(1), { ...STEP, task: { ...STEP.task, when: 'after' } }, true);
    expect(fixed.when).toEqual({ face: null, id: 'after' });
    // With a Time Limit or Destruction Sequence running, an attempt before or after the fight takes a turn.
    expect(fixed.turnPerAttempt).toBe(true);
    const [during] = rollTask(seedRng(1), { ...STEP, task: { ...STEP.task, when: 'during' } }, true);
    expect(during.turnPerAttempt).toBe(false);
  });

  it('HC-09 the Task Limits table says who may attempt the task and changes its difficulty', () => {
    for (let s = 0; s < 60; s++) {
      const [t] = rollTask(seedRng(s), STEP, false);
      const [id, attempters, together, allMustSucceed, difficulty] = LIMITS[t.limits.face - 1];
      expect(t.limits).toMatchObject({ id, attempters, together, allMustSucceed, difficulty });
      expect(t.effectiveDc).toBe(STEP.task.dc + difficulty);
    }
  });

  it('HC-08 a step\'s Boost in Tasks rides into the battle\'s task; a step without one has none', () => {
    const boosted = generateCombatSetup({ step: { ...STEP, task: { ...STEP.task, boost: 1 } }, heroes: TEAM, boards: BOARDS }, 5);
    const plain = generateCombatSetup({ step: STEP, heroes: TEAM, boards: BOARDS }, 5);
    if (!boosted.ok || !plain.ok) throw new Error('no set-up');
    expect(boosted.setup.task.boost).toBe(1);
    expect('boost' in plain.setup.task).toBe(false);
    const board = textMap(['.....', '.....', '.....']);
    expect(stepTaskOf(boosted.setup.task, board, undefined).boost).toBe(1);
    expect(stepTaskOf(plain.setup.task, board, undefined).boost).toBeUndefined();
  });
});
