import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPatch, diff } from './diff.ts';

describe('view patches', () => {
  it('a moved unit is one or two small operations, not the whole view', () => {
    const before = { turn: 1, units: [{ id: 'A1', x: 1, y: 2, condition: 'ok' }, { id: 'B1', x: 5, y: 5, condition: 'ok' }] };
    const after = { turn: 1, units: [{ id: 'A1', x: 2, y: 3, condition: 'ok' }, before.units[1]] };
    expect(diff(before, after)).toEqual([
      { op: 'set', path: ['units', 0, 'x'], value: 2 },
      { op: 'set', path: ['units', 0, 'y'], value: 3 },
    ]);
  });

  it('removed keys, shorter and longer arrays, null and type changes', () => {
    const before = { a: 1, b: [1, 2, 3], c: { d: 1 }, e: null, f: 'x' };
    const after = { b: [1], c: null, e: { g: [1, 2] }, f: 'x', h: [4, 5] };
    expect(applyPatch(before, diff(before, after))).toEqual(after);
  });

  it('applyPatch leaves the old document untouched', () => {
    const before = { units: [{ x: 1 }] };
    const frozen = JSON.stringify(before);
    applyPatch(before, diff(before, { units: [{ x: 2 }, { x: 3 }] }));
    expect(JSON.stringify(before)).toBe(frozen);
  });

  it('for any two JSON documents, applying the diff gives the second (through a JSON round trip, as on the wire)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => {
        const wire = (v: unknown) => JSON.parse(JSON.stringify(v)) as unknown;
        expect(wire(applyPatch(a, wire(diff(a, b)) as never))).toEqual(wire(b));
      }),
      { numRuns: 500 },
    );
  });
});
