import { describe, expect, it } from 'vitest';
import { seedRng } from '../core/rng.ts';
import { figuresOf } from './figures.ts';
import { preparationFor, rollAmbush, rollPreparation, turnOneActions } from './preparation.ts';
import { STEP, TEAM } from './testing.ts';
import type { Hero, SideId, SkillRoll } from './types.ts';

const rolled = (side: SideId, who: string, total: number): SkillRoll => ({ side, who, skill: side === 'heroes' ? 'stealth' : 'perception', modifier: 0, dice: [total], natural: total, total });

const sneaky: Hero[] = [{ id: 'a', name: 'Shade', skills: { stealth: 40, tactics: 40 } }, { id: 'b', name: 'Wisp', skills: { stealth: 40 } }];
const clumsy: Hero[] = [{ id: 'c', name: 'Clank', skills: {} }];

describe('before combat preparation', () => {
  it('HC-02 Ready gives both sides 2 personal actions, Warned 1, General Surprise none; Tactical Surprise gives the Tactics winner 1, or 2 on a major success', () => {
    const figures = figuresOf(STEP, TEAM);
    const expectEach = { 1: 2, 2: 1, 3: 1, 6: 0 } as Record<number, number>;
    for (const [face, n] of Object.entries(expectEach)) {
      const [p, rng] = preparationFor(seedRng(1), Number(face), figures, STEP);
      expect(p.personalActions).toEqual({ heroes: n, opponents: n });
      expect(p.tactics).toBeNull();
      expect(rng.n).toBe(0); // nothing more is rolled
    }
    for (let s = 0; s < 40; s++) {
      const [p] = preparationFor(seedRng(s), 4, figures, STEP);
      expect(p.id).toBe('tactical-surprise');
      const t = p.tactics!;
      // The defender (the opponents: the heroes attack) counts as active and wins ties.
      expect(t.active).toBe('opponents');
      const [a, b] = t.rolls;
      expect(t.winner).toBe(a.total >= b.total ? a.side : b.side);
      expect(t.major).toBe(Math.abs(a.total - b.total) >= 10);
      expect(p.personalActions[t.winner]).toBe(t.major ? 2 : 1);
      expect(p.personalActions[t.winner === 'heroes' ? 'opponents' : 'heroes']).toBe(0);
    }
  });

  it('HC-02 Ambush: the Tactics winner ambushes with 2 personal actions; Stealth against Perception sets turn-1 actions (major against all 2, success against all 1, a defender with a major success against one 1)', () => {
    const step = { ...STEP, opponents: { group: 'Guards', count: 3, skills: { perception: 0, tactics: 0 } } };
    const figures = figuresOf(step, sneaky);
    // Stealth +40 against Perception +0: every ambusher beats every defender by 10 or more.
    const [amb] = rollAmbush(seedRng(3), figures, 'heroes', null, false);
    expect(amb.turnOne.filter((x) => x.side === 'heroes').map((x) => x.actions)).toEqual([2, 2]);
    expect(amb.turnOne.filter((x) => x.side === 'opponents').map((x) => x.actions)).toEqual([0, 0, 0]);
    // The other way round: clumsy ambushers, watchful defenders (+40 Perception).
    const watchful = { ...STEP, opponents: { group: 'Guards', count: 2, skills: { perception: 40 } } };
    const [spotted] = rollAmbush(seedRng(3), figuresOf(watchful, clumsy), 'heroes', null, false);
    expect(spotted.turnOne.map((x) => x.actions)).toEqual([0, 1, 1]);
    // Exact totals: Ace beats both guards by 10+ (2 actions), Bo beats both but one by less (1), Cy ties one
    // (the active side wins ties: 1), Di loses to both (0); Guard 2 beats Di by 10+ (1 action), Guard 1 does not.
    const turnOne = turnOneActions(
      [rolled('heroes', 'Ace', 25), rolled('heroes', 'Bo', 16), rolled('heroes', 'Cy', 12), rolled('heroes', 'Di', 2)],
      [rolled('opponents', 'Guard 1', 6), rolled('opponents', 'Guard 2', 12)],
      'heroes',
    );
    expect(turnOne.map((x) => `${x.who} ${x.actions}`)).toEqual(['Ace 2', 'Bo 1', 'Cy 1', 'Di 0', 'Guard 1 0', 'Guard 2 1']);
    // Rolled Ambush: winner of Tactics ambushes and gets 2 personal actions.
    for (let s = 0; s < 20; s++) {
      const [p] = preparationFor(seedRng(s), 5, figures, step);
      expect(p.ambush!.ambushers).toBe(p.tactics!.winner);
      expect(p.personalActions[p.tactics!.winner]).toBe(2);
      expect(p.personalActions[p.tactics!.winner === 'heroes' ? 'opponents' : 'heroes']).toBe(0);
      // A major Tactics success adds the Tactics roller's modifier to every Stealth roll.
      const bonus = p.tactics!.major && p.tactics!.winner === 'heroes' ? 40 : 0;
      expect(p.ambush!.stealth.map((r) => r.modifier)).toEqual(p.ambush!.ambushers === 'heroes' ? [40 + bonus, 40 + bonus] : [0, 0, 0]);
    }
  });

  it('HC-02 an episode step that says who ambushed forces the Ambush without a preparation or Tactics roll', () => {
    const figures = figuresOf({ ...STEP, surprise: 'heroes-ambushed' }, TEAM);
    const [p] = rollPreparation(seedRng(9), figures, { ...STEP, surprise: 'heroes-ambushed' });
    expect(p.face).toBeNull();
    expect(p.id).toBe('ambush');
    expect(p.tactics).toBeNull();
    expect(p.ambush!.ambushers).toBe('opponents');
    expect(p.ambush!.forced).toBe(true);
    expect(p.personalActions).toEqual({ heroes: 0, opponents: 2 });
  });
});
