import { describe, expect, it } from 'vitest';
import raw from '../data/combatSetup.json' with { type: 'json' };
import { parseDice } from './dice.ts';
import { CombatSetupDataSchema, DATA } from './tables.ts';

describe('combatSetup.json', () => {
  it('is checked at load: every table covers its die once, every dice expression parses', () => {
    expect(DATA.complications.rows.length).toBe(30);
    const gap = structuredClone(raw);
    gap.cube.rows.splice(3, 1);
    const r = CombatSetupDataSchema.safeParse(gap);
    expect(r.success).toBe(false);
    const bad = structuredClone(raw);
    bad.complicationValue.rows[0].value = '2X4';
    expect(CombatSetupDataSchema.safeParse(bad).success).toBe(false);
    expect(parseDice('D5-2')).toEqual({ count: 1, sides: 5, plus: -2 });
    expect(parseDice('3D6+4')).toEqual({ count: 3, sides: 6, plus: 4 });
    expect(parseDice('D1')).toBeNull();
  });
});
