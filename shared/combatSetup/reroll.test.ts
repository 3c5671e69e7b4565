import { describe, expect, it } from 'vitest';
import { battleFromSetup } from './battle.ts';
import { battleWithRerolls, heldByGamemaster } from './reroll.ts';
import { sampleSetup } from './testing.ts';
import { refused } from './complications.ts';
import { repoMap } from '../../test/repoMaps.ts';

// Issue 11, HC-06 "Re-roll any contradictions or anything that doesn't make sense": the sample set-ups
// of seeds 1-1000 that took a complication back (server/cli/takenBackProbe.ts --no-reroll lists them)
// roll it again on the D30 from a sub-seed keyed by its index; every other set-up stays exactly as it was.

const TAKEN_BACK = [95, 341, 466, 582, 643, 774, 854, 945];
const both = (seed: number) => {
  const s = sampleSetup(seed);
  const base = repoMap(s.board.name);
  return { rolled: s, before: battleFromSetup(s, base), after: battleWithRerolls(s, base, seed), base };
};
const takenBack = (notInForce: string[]) => notInForce.filter((n) => n.startsWith('HC-06:'));

describe('HC-06 a complication that makes no sense here is rolled again', () => {
  it('HC-06 each taken back before is re-rolled: in force now, the first roll and why kept on the set-up and in its how', () => {
    for (const seed of TAKEN_BACK) {
      const { rolled, before, after } = both(seed);
      expect(takenBack(before.notInForce).length, `seed ${seed} before`).toBe(1);
      expect(takenBack(after.notInForce), `seed ${seed} after`).toEqual([]);
      const [s] = after.setup.complications.senseless!;
      const first = rolled.complications.list[s.index];
      const laid = before.map.complications![s.index];
      expect(s, `seed ${seed}`).toMatchObject({ face: first.face, id: first.id, name: first.name, why: laid.how, kept: true });
      expect(laid.inForce).toBe(false);
      const now = after.map.complications![s.index];
      expect(now.inForce, `seed ${seed}`).toBe(true);
      expect(now.id).not.toBe(first.id);
      expect(now.how).toContain(`re-rolled (d30 ${s.tries.join(', ')}): ${first.name} (d30 ${first.face}) made no sense here`);
      expect(after.setup.complications.list[s.index].face).toBe(s.tries[s.tries.length - 1]);
      // Rolled again past repeats and contradictions, as at the first roll (seed 341 rolls its Edge of a Drop again first).
      const ids = after.setup.complications.list.filter((c, k) => k !== s.index && c.source === 'rolled').map((c) => c.id);
      expect(refused(now.id, ids, after.setup.environments.list.map((e) => e.id)), `seed ${seed}`).toBe(false);
      // Nothing rolled before the complications moves: cube, environments, the task's roll.
      expect(after.setup.cube).toEqual(rolled.cube);
      expect(after.setup.environments).toEqual(rolled.environments);
      expect({ ...after.setup.task, turnPerAttempt: 0 }).toEqual({ ...rolled.task, turnPerAttempt: 0 });
      // The other complications keep their rolls (Death Trap's and Hostage's people may follow the new one).
      const others = (l: typeof rolled.complications.list) => l.filter((_, k) => k !== s.index).map((c) => [c.id, c.face, c.where]);
      expect(others(after.setup.complications.list)).toEqual(others(rolled.complications.list));
    }
  });

  it('HC-06 a set-up with nothing taken back is exactly as rolled (no die moves for any other seed)', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const { rolled, before, after } = both(seed);
      if (takenBack(before.notInForce).length) continue;
      expect(after.setup, `seed ${seed}`).toEqual(rolled);
      expect(after.map).toEqual(before.map);
    }
  });

  it('HC-06 at most a few tries: none laid, the first stands taken back as before, the tries logged', () => {
    const s = sampleSetup(582);
    const after = battleWithRerolls(s, repoMap(s.board.name), 582, {}, false, 0);
    expect(takenBack(after.notInForce)).toEqual(['HC-06: Edge of a Drop']);
    expect(after.setup.complications.senseless).toMatchObject([{ id: 'edge-of-a-drop', kept: false }]);
    expect(after.map.complications!.find((c) => c.id === 'edge-of-a-drop')!.how).toContain('none could be laid either');
  });

  it("HC-06 the gamemaster's hand holds: complications set or rerolled by override are not rolled again", () => {
    expect(heldByGamemaster([{ table: 'complication', index: 0, set: 'point-of-advantage' }])).toBe(true);
    expect(heldByGamemaster([{ table: 'complication-count', reroll: 1 }])).toBe(true);
    expect(heldByGamemaster([{ table: 'cube', reroll: 1 }])).toBe(false);
    expect(heldByGamemaster(undefined)).toBe(false);
    const s = sampleSetup(95);
    const held = battleWithRerolls(s, repoMap(s.board.name), 95, {}, true);
    expect(held.setup).toEqual(s);
    expect(takenBack(held.notInForce)).toEqual(['HC-06: Point of Advantage']);
  });
});
