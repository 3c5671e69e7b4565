import { describe, expect, it } from 'vitest';
import { teamPresets } from './createForm.ts';

// The team presets the create form offers for a scenario of 2 to 6 sides.

const scenario = (n: number, teams?: number[]) => ({ id: 's', name: 'S', description: '', map: 'm', sides: Array.from({ length: n }, (_, i) => `Side ${i}`), teams });

describe('team presets', () => {
  it('offers each side alone, and the equal team splits the side count allows', () => {
    const labels = (n: number) => teamPresets(scenario(n)).map((p) => p.label);
    expect(labels(2)).toEqual(['One against one']);
    expect(labels(3)).toEqual(['Each side alone']);
    expect(labels(4)).toEqual(['Each side alone', '2v2']);
    expect(labels(5)).toEqual(['Each side alone']);
    expect(labels(6)).toEqual(['Each side alone', '2v2v2', '3v3']);
  });

  it('gives each side a team round the table, and the scenario its own teams when it has some', () => {
    expect(teamPresets(scenario(4)).map((p) => p.teams)).toEqual([null, [0, 1, 0, 1]]);
    expect(teamPresets(scenario(6)).find((p) => p.label === '3v3')!.teams).toEqual([0, 1, 0, 1, 0, 1]);
    expect(teamPresets(scenario(6)).find((p) => p.label === '2v2v2')!.teams).toEqual([0, 1, 2, 0, 1, 2]);
    expect(teamPresets(scenario(4, [0, 0, 1, 1]))[1]).toEqual({ label: "The scenario's teams", teams: [0, 0, 1, 1] });
    expect(teamPresets(scenario(2, [0, 1])).length).toBe(1);
  });
});
