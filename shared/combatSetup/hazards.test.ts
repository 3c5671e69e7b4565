import { describe, expect, it } from 'vitest';
import { battleFromSetup } from './battle.ts';
import { bottomHow, dropHarm } from './hazards.ts';
import { sampleSetup } from './testing.ts';
import { repoMap } from '../../test/repoMaps.ts';

// HC-06: the terrain hazards laid on a combat step's map (shared/combatSetup/hazards.ts) for the engine.

describe('HC-06 hazards on a combat step\'s map', () => {
  it('HC-06 explosives on their squares, obstacles on their barrier squares, a drop\'s striking bottom, each in force', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 300; seed++) {
      const s = sampleSetup(seed);
      const { map, notInForce } = battleFromSetup(s, repoMap(s.board.name));
      for (const c of s.complications.list) {
        const laid = map.complications!.find((m) => m.id === c.id)!;
        const d = c.details[0];
        if (d.kind === 'explosive-objects') {
          seen.add('explosives');
          expect(laid.inForce).toBe(true);
          expect(notInForce).not.toContain('HC-06: Explosive Objects');
          const open = c.where.squares.filter((q) => !['barrier', 'deep-water'].includes(map.terrain[q.y * map.width + q.x]));
          expect(map.hazards?.explosives).toEqual({ squares: open, explodesOn: 4, burst: 2, harm: { attack: d.damage.value.face, type: 'heat', source: 'Explosive Objects' }, blast: d.damage.value.roll.total });
        }
        if (d.kind === 'dangerous-obstacles' && laid.inForce) {
          seen.add('obstacles');
          const o = map.hazards!.obstacles!;
          expect(o.harm).toEqual({ attack: d.damage.value.face, type: d.damage.type.id, source: c.name });
          for (const q of o.squares) {
            expect(map.terrain[q.y * map.width + q.x]).toBe('barrier');
            expect(c.where.rects.some((r) => q.x >= r.x && q.y >= r.y && q.x < r.x + r.w && q.y < r.y + r.h)).toBe(true);
          }
        }
        if (d.kind === 'weak-floor' || d.kind === 'hard-floor') {
          seen.add('floor');
          expect(laid.inForce).toBe(true);
          const f = map.hazards!.floors!.find((x) => x.strength === d.floor.strength)!;
          expect(f).toMatchObject({ strength: d.floor.strength, resistance: d.floor.resistance.total, gap: d.floor.below[0].gap.total, broken: [] });
          expect(f.bottom).toBe(d.floor.below[0].what === 'drop' ? d.floor.below[0].bottom!.kind : 'solid');
          // The sections tile the floor's laid area (with both floors the smaller is moved, twoFloors.ts), side by side, at most the rolled number.
          const area = laid.rects[0];
          expect(f.sections.length).toBeLessThanOrEqual(d.floor.sections);
          expect(f.sections.reduce((n, r) => n + r.w * r.h, 0)).toBe(area.w * area.h);
          f.sections.forEach((r, i) => {
            expect(r.w).toBeGreaterThanOrEqual(1);
            expect(r.x).toBe(i === 0 ? area.x : f.sections[i - 1].x + f.sections[i - 1].w);
          });
        }
        if (d.kind === 'steep-slope' || d.kind === 'sudden-shocks') {
          seen.add(d.kind);
          expect(laid.inForce).toBe(true);
          expect(notInForce).not.toContain(`HC-06: ${c.name}`);
          // With a Hard or Weak Edge the slope carries its doors too (slopeEdge.test.ts).
          if (d.kind === 'steep-slope') expect(map.hazards!.slope).toMatchObject({ downhill: d.downhill, moveLoss: 1, against: [0, 1] });
          else expect(map.hazards!.shocks).toEqual({ shockOn: 4, against: 0 });
        }
        if (d.kind === 'narrow-balance') {
          seen.add('balances');
          expect(laid.inForce).toBe(true);
          expect(notInForce).not.toContain('HC-06: Narrow Balance');
          const b = map.hazards!.balances!;
          expect(b).toMatchObject({ against: 0, fall: 2, bottom: d.bottom.kind });
          expect(b.harm !== undefined).toBe(['hot', 'cold', 'dangerous', 'cold-water'].includes(d.bottom.kind));
          for (const q of b.squares) {
            expect(c.where.squares).toContainEqual(q);
            expect(['barrier', 'deep-water']).not.toContain(map.terrain[q.y * map.width + q.x]);
          }
        }
        if (d.kind === 'dangerous-obstacles' && !laid.inForce) expect(map.hazards?.obstacles).toBeUndefined();
        if (d.kind === 'edge-of-a-drop' && map.drop) {
          const strikes = ['hot', 'cold', 'dangerous', 'cold-water'].includes(d.bottom.kind);
          if (strikes) seen.add('bottom');
          expect(map.drop.harm !== undefined, `seed ${seed} ${d.bottom.kind}`).toBe(strikes);
          if (d.bottom.damage && strikes) expect(map.drop.harm).toMatchObject({ attack: d.bottom.damage.value.face, type: d.bottom.damage.type.id });
        }
      }
    }
    expect([...seen].sort()).toEqual(['balances', 'bottom', 'explosives', 'floor', 'obstacles', 'steep-slope', 'sudden-shocks']);
  });

  it('HC-06 a drop\'s bottom read: heat, cold and a dangerous substance strike with their value; cold water with 2D4 (face 1); the rest do not strike', () => {
    const v = (face: number) => ({ face, roll: { expr: '2D6', dice: [3, 4], total: 7 } });
    expect(dropHarm({ face: null, kind: 'hot', damage: { value: v(4), type: { face: 0, id: 'heat' } } })).toEqual({ attack: 4, type: 'heat', source: 'Edge of a Drop: hot bottom' });
    expect(dropHarm({ face: 3, kind: 'dangerous', damage: { value: v(2), type: { face: 3, id: 'electricity' } } })).toEqual({ attack: 2, type: 'electricity', source: 'Edge of a Drop: a dangerous substance' });
    expect(dropHarm({ face: null, kind: 'cold-water', trap: { expr: '2D4', dice: [1, 2], total: 3 } })).toEqual({ attack: 1, type: 'cold', source: 'Edge of a Drop: cold water', drain: 'vitality' });
    for (const kind of ['solid', 'water', 'spikes', 'weak-floor'] as const) expect(dropHarm({ face: 1, kind })).toBeUndefined();
    expect(bottomHow({ face: 5, kind: 'spikes' })).toContain('falling damage again');
  });
});

describe('HC-06 a Weak Floor at the bottom of a drop (bottomFloor.ts)', () => {
  it('HC-06 laid as a weak floor at the drop\'s foot over the low area, with its own resistance and what is below', () => {
    let laid = 0;
    for (const seed of [424, 546, 633, 643]) {
      const s = sampleSetup(seed);
      const d = s.complications.list.find((c) => c.id === 'edge-of-a-drop')!.details[0];
      if (d.kind !== 'edge-of-a-drop' || d.bottom.kind !== 'weak-floor') throw new Error(`seed ${seed}: no Weak Floor bottom`);
      const { map } = battleFromSetup(s, repoMap(s.board.name));
      const f = map.hazards!.floors![0];
      expect(f).toMatchObject({ strength: 'weak', level: -map.drop!.depth, resistance: d.bottom.floor!.resistance.total, gap: d.bottom.floor!.below[0].gap.total, broken: [] });
      // Its sections are exactly the squares off the surface.
      for (let y = 0; y < map.height; y++)
        for (let x = 0; x < map.width; x++) {
          const onTop = map.drop!.surface.some((r) => x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h);
          const inSections = f.sections.filter((r) => x >= r.x && y >= r.y && x < r.x + r.w && y < r.y + r.h).length;
          expect(inSections).toBe(onTop ? 0 : 1);
        }
      expect(map.complications!.find((m) => m.id === 'edge-of-a-drop')!.how).toContain(`a Weak Floor at the bottom (resistance ${f.resistance})`);
      laid++;
    }
    expect(laid).toBe(4);
  });
});
