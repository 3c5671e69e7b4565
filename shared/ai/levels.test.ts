import { describe, expect, it, vi } from 'vitest';
import type { BattleState, BattleView } from '../battle/model.ts';
import { legalCommands } from '../battle/queries/legal.ts';
import { viewFor } from '../battle/queries/view.ts';
import { isEnemy } from '../battle/rules/teams.ts';
import { SCENARIOS, scenarioById } from '../battle/scenario.ts';
import { CreateOptions } from '../protocol/messages.ts';
import { aiRng, seedOf } from './aiRng.ts';
import { CAPTAIN_BUDGET, chooseCaptain } from './captain.ts';
import { LEVEL_IDS } from './levelIds.ts';
import { levelById, LEVELS, type Level } from './levels.ts';
import { playMatchGame } from './match.ts';
import { playOut, type Player } from './playOut.ts';
import { scriptedChoice } from './seat.ts';
import { wilson } from './stats.ts';
import { repoMap } from '../../test/repoMaps.ts';

/** A battle some way in (moves made, units hurt), from the simple player on both sides. */
function midBattle(scenarioId: string, seed: number, commands: number): BattleState {
  const scenario = scenarioById(scenarioId)!;
  const out = playOut(scenario, repoMap(scenario.map), seed, commands);
  if ('error' in out) throw new Error(out.error);
  return out.state;
}

/** Plays each side with its level and checks every choice is listed by legalCommands before playOut applies it. */
function checked(level: Level, seed: number, seen: { choices: number }): Player {
  const rng = aiRng(seed);
  return {
    rng,
    choose: (view: BattleView, side: number, r) => {
      const c = level.choose(view, side, r);
      const legal = legalCommands(view, side).map((x) => JSON.stringify(x));
      if (c === null || !legal.includes(JSON.stringify(c))) throw new Error(`${level.id} chose ${JSON.stringify(c)}, not a legal command in ${view.phase}`);
      seen.choices++;
      return c;
    },
  };
}

/**
 * The level, but the captain on a smaller budget: the same code (candidates, play-outs, evaluation,
 * combat search) choosing among the same legal commands, so whole battles of every scenario stay quick.
 */
function lighter(level: Level): Level {
  return level.id === 'captain' ? { ...level, choose: (v, s, r) => chooseCaptain(v, s, r, { ...CAPTAIN_BUDGET, steps: 6, samples: 1 }) } : level;
}

describe('the scripted levels (#10)', () => {
  it('the protocol accepts exactly the levels there are, and nothing else', () => {
    expect(LEVELS.map((l) => l.id)).toEqual([...LEVEL_IDS]);
    expect(CreateOptions.safeParse({ map: 'skirmish', level: 'sergeant' }).success).toBe(true);
    expect(CreateOptions.safeParse({ map: 'skirmish', level: 'grandmaster' }).success).toBe(false);
  });

  it('same view and same generator seed give the same choice, at every level', () => {
    for (const [id, n] of [['turf-war', 40], ['extraction', 90], ['crossroads-pact', 60]] as const) {
      const state = midBattle(id, 3, n);
      const side = state.active;
      for (const level of LEVELS) {
        const choices = [1, 2].map(() => level.choose(viewFor(state, side), side, aiRng(77)));
        expect(choices[0], `${level.id} on ${id}`).toEqual(choices[1]);
        expect(choices[0]).not.toBeNull();
      }
    }
  });

  it('the random level draws from its own generator: other seeds give other choices', () => {
    const state = midBattle('valley-clash', 2, 30);
    const random = levelById('random')!;
    const picks = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((s) => JSON.stringify(random.choose(viewFor(state, state.active), state.active, aiRng(s)))));
    expect(picks.size).toBeGreaterThan(1);
  });

  it('every level gives only commands apply accepts, over whole battles of every scenario', () => {
    const seen = { choices: 0 };
    SCENARIOS.forEach((scenario, k) => {
      // Levels round the table, so each level plays every scenario, against the others.
      const out = playOut(scenario, repoMap(scenario.map), 100 + k, 20000, (side) => checked(lighter(LEVELS[(side + k) % LEVELS.length]), side + 7 * k, seen));
      if ('error' in out) throw new Error(`${scenario.id}: ${out.error}`);
      expect(out.state.phase, scenario.id).toBe('over');
    });
    expect(seen.choices).toBeGreaterThan(1000);
  }, 120_000);

  it.each(['sergeant', 'captain'])("a level's input is its side's view (viewFor), and other sides' hero secrets, the seed and the generator do not change its choice (%s)", (id) => {
    // A move phase with actions left and several candidates: where the captain searches ahead.
    const state = midBattle('turf-war', 5, 47);
    const side = state.active;
    expect(state.phase).toBe('move');
    expect(state.actionsLeft).toBeGreaterThan(0);
    expect(state.heroes.some((h) => isEnemy(state, h.side, side) && h.secrets.length > 0)).toBe(true);
    const level = levelById(id)!;
    const spy = vi.spyOn(level, 'choose');
    const chosen = scriptedChoice(state, side, id);
    expect(spy).toHaveBeenCalledTimes(1);
    const input = spy.mock.calls[0][0];
    expect(input).toEqual(viewFor(state, side));
    expect(input).not.toHaveProperty('seed');
    expect(input).not.toHaveProperty('rng');
    for (const h of input.heroes) if (isEnemy(state, h.side, side)) expect(h.secrets).toEqual([]);
    // The same battle with the enemy's secrets, the seed and the generator all different.
    const other: BattleState = {
      ...state,
      seed: '0'.repeat(64),
      rng: { key: '1'.repeat(64), n: 5 },
      heroes: state.heroes.map((h) => (isEnemy(state, h.side, side) ? { ...h, secrets: [{ type: 'extraDamage', when: {} } as BattleState['heroes'][number]['secrets'][number]] } : h)),
    };
    expect(scriptedChoice(other, side, id)).toEqual(chosen);
    spy.mockRestore();
  });

  it('the simple level is the old simple player, choice for choice', () => {
    const a = playOut(scenarioById('skirmish')!, repoMap('skirmish'), 9);
    const b = playOut(scenarioById('skirmish')!, repoMap('skirmish'), 9, 20000, () => ({ choose: levelById('simple')!.choose, rng: aiRng(1) }));
    expect('hash' in a && 'hash' in b && a.hash === b.hash).toBe(true);
  });

  it('a match plays games in pairs on one battle seed, the levels swapping sides; a win is the level of the winning team', () => {
    const scenario = scenarioById('skirmish')!;
    const [random, simple] = [levelById('random')!, levelById('simple')!];
    const games = [0, 1, 2].map((i) => playMatchGame(random, simple, scenario, repoMap('skirmish'), 40, i));
    expect(games.map((g) => ('seed' in g ? [g.seed, g.swapped] : g))).toEqual([[40, false], [40, true], [41, false]]);
    // Side 0 (the first team) is random's in game 0 and simple's in game 1: the same battle seed with the
    // same players per side is the same battle, so game 1 is a battle with simple as side 0.
    const plain = playOut(scenario, repoMap('skirmish'), 40, 20000, (side) => {
      const level = side === 0 ? simple : random;
      return { choose: level.choose, rng: aiRng(seedOf(`${level.id}:skirmish:40:${side}`)) };
    });
    if ('error' in plain) throw new Error(plain.error);
    const winner = plain.state.result!.winners[0];
    const g1 = games[1] as { outcome: string };
    expect(g1.outcome).toBe(winner === undefined ? 'draw' : winner === 0 ? 'b' : 'a');
  });

  it('Wilson 95% intervals: known values, inside [0, 1] at the ends, and narrower with more games', () => {
    const close = (x: number, y: number) => expect(x).toBeCloseTo(y, 4);
    const half = wilson(5, 10);
    close(half.rate, 0.5);
    close(half.low, 0.2366);
    close(half.high, 0.7634);
    const none = wilson(0, 10);
    close(none.low, 0);
    close(none.high, 0.2775);
    const all = wilson(10, 10);
    close(all.low, 0.7225);
    close(all.high, 1);
    close(wilson(140, 200).low, 0.6332);
    close(wilson(140, 200).high, 0.75925);
    expect(wilson(0, 0)).toEqual({ rate: 0, low: 0, high: 1 });
    expect(wilson(500, 1000).high - wilson(500, 1000).low).toBeLessThan(half.high - half.low);
  });
});
