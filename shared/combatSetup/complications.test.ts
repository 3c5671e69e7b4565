import { describe, expect, it } from 'vitest';
import { seedRng } from '../core/rng.ts';
import { rollDetail, type ComplicationContext } from './complicationDetails.ts';
import { namePresent, refused, rollComplications } from './complications.ts';
import type { Complication } from './complicationTypes.ts';
import { generateCombatSetup } from './generate.ts';
import { inRect } from './grid.ts';
import { Roller } from './roller.ts';
import { DATA } from './tables.ts';
import { BOARDS, STEP, TEAM } from './testing.ts';
import type { CombatSetup } from './generate.ts';

const setups: CombatSetup[] = [];
for (let s = 0; s < 200; s++) {
  const r = generateCombatSetup({ step: STEP, heroes: TEAM, boards: BOARDS }, s);
  if (r.ok) setups.push(r.setup);
}
const ctxOf = (s: CombatSetup, envs = s.environments.list.map((e) => e.id)): ComplicationContext => ({ step: s.step, heroes: TEAM, cube: s.cube, preparation: s.preparation, deployment: s.deployment, envs });
const onBoard = (s: CombatSetup, x: number, y: number) => x >= 0 && y >= 0 && x < s.board.width && y < s.board.height;

describe('complications', () => {
  it('HC-06 D6-2 complications per step plus the automatic Relationship; a 30 rolls again and applies twice; repeats and contradictions are rolled again', () => {
    let doubled = 0;
    let traps = 0;
    for (const s of setups) {
      const c = s.complications;
      expect(c.count.count).toBe(Math.max(0, c.count.face - 2));
      expect(c.list[0].id).toBe('relationship');
      expect(c.list[0].source).toBe('automatic');
      const rolled = c.list.slice(1);
      expect(rolled.length).toBe(c.count.count);
      expect(new Set(rolled.map((x) => x.id)).size).toBe(rolled.length);
      for (const x of rolled) {
        expect(x.source).toBe('rolled');
        expect(x.id).not.toBe('twice');
        expect(DATA.complications.rows[x.face - 1].id).toBe(x.id);
        expect(x.details.length).toBe(x.doubled ? 2 : 1);
        if (x.doubled) doubled++;
        for (const d of x.details) expect(d.kind).toBe(x.id);
        for (const sq of x.where.squares) expect(onBoard(s, sq.x, sq.y)).toBe(true);
        for (const r of x.where.rects) expect(onBoard(s, r.x, r.y) && onBoard(s, r.x + r.w - 1, r.y + r.h - 1)).toBe(true);
      }
      expect(rolled.some((x) => x.id === 'hard-edge') && rolled.some((x) => x.id === 'weak-edge')).toBe(false);
      // Death Trap and Hostage Situation name whoever the other complications bring.
      const ids = c.list.map((x) => x.id);
      for (const d of c.list.flatMap((x) => x.details)) {
        if (d.kind === 'death-trap') {
          traps++;
          expect(d.victims).toBe(ids.includes('innocent-bystanders') || ids.includes('hostage-situation') ? 'dependents-present' : 'heroes');
        }
        if (d.kind === 'hostage-situation') expect(d.hostages).toBe(ids.includes('innocent-bystanders') ? 'dependents-present' : 'important-hostage');
      }
    }
    expect(doubled).toBeGreaterThan(0);
    expect(traps).toBeGreaterThan(0);
    const made = (id: string, detail: Complication['details'][number] | null): Complication => ({ face: 1, id, name: id, source: 'rolled', doubled: false, effect: '', where: { rects: [], squares: [] }, details: detail ? [detail] : [] });
    const trap = made('death-trap', { kind: 'death-trap', victims: 'heroes' });
    const hostage = made('hostage-situation', { kind: 'hostage-situation', hostages: 'important-hostage' });
    namePresent([trap, hostage]);
    expect(trap.details[0]).toEqual({ kind: 'death-trap', victims: 'dependents-present' });
    expect(hostage.details[0]).toEqual({ kind: 'hostage-situation', hostages: 'important-hostage' });
    namePresent([trap, hostage, made('innocent-bystanders', null)]);
    expect(hostage.details[0]).toEqual({ kind: 'hostage-situation', hostages: 'dependents-present' });
    const alone = made('death-trap', { kind: 'death-trap', victims: 'dependents-present' });
    namePresent([alone, made('relationship', null)]);
    expect(alone.details[0]).toEqual({ kind: 'death-trap', victims: 'heroes' });
    expect(refused('weak-floor', [], ['underwater'])).toBe(true);
    expect(refused('hard-floor', [], ['microgravity'])).toBe(true);
    expect(refused('weak-floor', [], ['urban'])).toBe(false);
    expect(refused('maze', ['maze'], [])).toBe(true);
  });

  it('HC-06 each of the 29 complications (and 30, roll again) has an effect on the grid or in the fight', () => {
    const s = setups[0];
    const ctx = ctxOf(s);
    const onGrid = new Set(['automated-defences', 'dangerous-obstacles', 'edge-of-a-drop', 'explosive-objects', 'hard-contested-zone', 'weak-contested-zone', 'hard-edge', 'weak-edge', 'hard-floor', 'weak-floor', 'hostage-situation', 'innocent-bystanders', 'limited-area', 'narrow-balance', 'point-of-advantage', 'victory-button']);
    for (const row of DATA.complications.rows) {
      expect(row.effect.length).toBeGreaterThan(20);
      if (row.id === 'twice') continue;
      const got = rollDetail(new Roller(seedRng(4)), row.id, ctx);
      expect(got.detail.kind).toBe(row.id);
      if (onGrid.has(row.id)) expect(got.rects.length + got.squares.length).toBeGreaterThan(0);
    }
    const point = rollDetail(new Roller(seedRng(4)), 'point-of-advantage', ctx).rects[0];
    const cx = s.cube.bounds.x + Math.floor(s.cube.bounds.w / 2);
    expect(inRect(point, cx, s.cube.bounds.y + Math.floor(s.cube.bounds.h / 2))).toBe(true);
    expect(point.w * point.h).toBeLessThanOrEqual(9);
    // Already There: the ambushers' (else the Tactics winner's, else the defender's) third, rounded up.
    for (const x of setups.slice(0, 40)) {
      const { detail } = rollDetail(new Roller(seedRng(1)), 'already-there', ctxOf(x));
      if (detail.kind !== 'already-there') throw new Error(detail.kind);
      const side = x.preparation.ambush?.ambushers ?? x.deployment.tactics?.winner ?? x.preparation.tactics?.winner ?? 'opponents';
      expect(detail).toEqual({ kind: 'already-there', side, figures: side === 'heroes' ? Math.ceil(TEAM.length / 3) : Math.ceil(STEP.opponents.count / 3) });
    }
    // Nobody deploys on the victory button.
    for (let k = 0; k < 30; k++) {
      const [b] = rollDetail(new Roller(seedRng(k)), 'victory-button', ctx).squares;
      expect(Object.values(s.deployment.areas).flat().some((r) => inRect(r, b.x, b.y))).toBe(false);
    }
    // The whole list again through rollComplications: the 30 "roll again" shows as doubled.
    const [c] = rollComplications(seedRng(1), ctx);
    expect(c.list.every((x) => x.id !== 'twice')).toBe(true);
  });

  it('HC-07 values come from the D6 table (2D4 to 2D14) and random damage types from the D8 table', () => {
    const exprs = ['2D4', '2D6', '2D8', '2D10', '2D12', '2D14'];
    const types = ['heat', 'cold', 'electricity', 'radiation', 'physical', 'physical-poison', 'solid', 'solid'];
    const seenValues = new Set<string>();
    const seenTypes = new Set<string>();
    const ctx = ctxOf(setups[0], ['urban', 'light', 'calm']);
    for (let k = 0; k < 300; k++) {
      for (const id of ['automated-defences', 'dangerous-obstacles', 'explosive-objects']) {
        const { detail } = rollDetail(new Roller(seedRng(k)), id, ctx);
        if (!('damage' in detail)) throw new Error(id);
        const v = detail.damage.value;
        expect(v.roll.expr).toBe(exprs[v.face - 1]);
        const sides = Number(v.roll.expr.slice(2));
        expect(v.roll.dice.length).toBe(2);
        for (const d of v.roll.dice) expect(d >= 1 && d <= sides).toBe(true);
        seenValues.add(v.roll.expr);
        if (typeof detail.damage.type === 'string') expect(detail.damage.type).toBe('heat'); // explosives: Heat
        else {
          expect(detail.damage.type.id).toBe(types[detail.damage.type.face - 1]);
          seenTypes.add(detail.damage.type.id);
        }
      }
    }
    expect(seenValues.size).toBe(6);
    expect(seenTypes.size).toBe(7);
  });
});
