import { describe, expect, it } from 'vitest';
import { seedRng } from '../core/rng.ts';
import { placeCube } from './cube.ts';
import { figuresOf } from './figures.ts';
import { defaultsFor, rollEnvironments } from './environments.ts';
import { DATA } from './tables.ts';
import { BOARDS, STEP, TEAM } from './testing.ts';
import type { Environments } from './types.ts';

const cube = placeCube(5, 15, BOARDS);
const DEFAULT_SLOTS: Record<string, string> = { urban: 'setting', enclosed: 'setting', calm: 'weather' };
/** Which default an environment replaces (null: none, a hazard like Cold). */
const slotOf = (id: string) => DEFAULT_SLOTS[id] ?? DATA.environments.rows.find((r) => r.id === id)!.slot;

function many(n: number, step = STEP, heroes = TEAM): Environments[] {
  const figures = figuresOf(step, heroes);
  return Array.from({ length: n }, (_, s) => rollEnvironments(seedRng(s), step, figures, cube)[0]);
}

describe('environments', () => {
  it('HC-04 the defaults: Urban, Light, Calm; Darkness, Urban, Calm at night or against vampires; vampires in an Assault: Enclosed, Light, Calm', () => {
    expect(defaultsFor(STEP)).toEqual(['urban', 'light', 'calm']);
    expect(defaultsFor({ ...STEP, time: 'night' })).toEqual(['darkness', 'urban', 'calm']);
    const vampires = { ...STEP, opponents: { group: 'Vampires', count: 4, vampires: true } };
    expect(defaultsFor(vampires)).toEqual(['darkness', 'urban', 'calm']);
    expect(defaultsFor({ ...vampires, assault: true })).toEqual(['enclosed', 'light', 'calm']);
  });

  it('HC-04 D5-2 environments are rolled with a value from the D4 table; a rolled one replaces the default of its kind; a repeat adds +2; contradictions are rolled again', () => {
    let repeats = 0;
    let replaced = 0;
    for (const e of many(600)) {
      expect(e.count.count).toBe(Math.max(0, e.count.face - 2));
      const rolled = e.list.filter((x) => x.source === 'rolled');
      expect(rolled.reduce((n, x) => n + x.faces.length, 0)).toBe(e.count.count);
      for (const x of rolled) {
        expect(['2D4', '2D6', '2D8']).toContain(x.value!.roll.expr);
        expect(x.value!.total).toBe(x.value!.roll.total + 2 * (x.faces.length - 1));
        if (x.faces.length > 1) repeats++;
        for (const f of x.faces) expect(DATA.environments.rows.find((r) => f >= r.min && f <= r.max)!.id).toBe(x.id);
      }
      // At most one setting, one lighting, one weather: Air and Underwater, or Light and Darkness, never together.
      for (const slot of ['setting', 'lighting', 'weather']) expect(e.list.filter((x) => slotOf(x.id) === slot).length).toBeLessThanOrEqual(1);
      if (rolled.some((x) => x.id === 'wilderness')) {
        expect(e.list.some((x) => x.id === 'urban')).toBe(false);
        replaced++;
      }
    }
    expect(repeats).toBeGreaterThan(0);
    expect(replaced).toBeGreaterThan(0);
  });

  it('HC-04 life support: each side rolls once per environment that needs it unless every figure has it (No / Yes with -1 / Yes)', () => {
    const sealed = TEAM.map((h) => ({ ...h, lifeSupport: ['cold', 'heat', 'poison', 'radiation', 'space', 'underwater'] }));
    let rolls = 0;
    for (const e of many(400, STEP, sealed)) {
      const needing = e.list.filter((x) => x.source === 'rolled' && DATA.environments.rows.find((r) => r.id === x.id)!.lifeSupport);
      expect(e.lifeSupport.length).toBe(needing.length * 2);
      for (const l of e.lifeSupport) {
        if (l.side === 'heroes') expect(l.result).toBe('own');
        else {
          rolls++;
          expect(l.result).toBe(l.face! <= 50 ? 'no' : l.face! <= 80 ? 'penalised' : 'yes');
          expect(l.penalty).toBe(l.result === 'penalised' ? 1 : 0);
        }
      }
    }
    expect(rolls).toBeGreaterThan(0);
  });

  it('HC-05 in the Air: an altitude of (D100+50) x 5/10/20/50 squares; figures without flight on platforms (D8+2 square sides, 30% to fail per breach, 5% per breach each turn) or aircraft', () => {
    const airs = many(3000).filter((e) => e.air);
    expect(airs.length).toBeGreaterThan(10);
    for (const e of airs) {
      const air = e.list.find((x) => x.id === 'air')!;
      const alt = air.altitude!;
      expect(alt.squares).toBe((alt.d100 + 50) * alt.factor);
      expect([5, 10, 20, 50]).toContain(alt.factor);
      const a = e.air!;
      // Circuit flies; the other three heroes and every opponent need a footing.
      expect(a.needed).toEqual(['heroes', 'opponents']);
      const n = a.face <= 10 ? 1 : a.face <= 20 ? 2 : a.face <= 30 ? 3 : 0;
      expect(a.platforms.length).toBe(n);
      for (const p of a.platforms) {
        expect(p.failOnBreach).toBe(0.3);
        expect(p.failPerBreachPerTurn).toBe(0.05);
        expect(p.rect.w).toBeLessThanOrEqual(10);
        expect(p.rect.h).toBeLessThanOrEqual(10);
        expect(p.movement.tipsOver === 15).toBe(p.movement.moves === 'D20');
      }
      if (n === 2) expect(a.platforms.map((p) => p.sides)).toEqual([['heroes'], ['opponents']]);
      // Three: each side on the one its D3 names.
      if (n === 3) expect(a.platforms.flatMap((p) => p.sides).sort()).toEqual(['heroes', 'opponents']);
      if (a.id === 'craft-per-pilot') expect(a.crafts.find((c) => c.sides[0] === 'heroes')!.count).toBe(1); // only Circuit has Control
      if (n === 0) expect(a.crafts.length).toBeGreaterThan(0);
    }
  });
});
