import { performance } from 'node:perf_hooks';
import { aiRng, seedOf } from '../../shared/ai/aiRng.ts';
import type { Level } from '../../shared/ai/levels.ts';
import { playOut } from '../../shared/ai/playOut.ts';
import type { Scenario } from '../../shared/battle/scenario.ts';
import type { BattleMap } from '../../shared/map/battleMap.ts';

// `npm run -s sim -- --ai A,B --timing [--games N] [--scenario S]`: how long level A thinks, measured
// here around each of its choices (the level itself has no clock). A "turn" is everything one side
// decides in one battle turn: its set-up, move phase, opportunity fire, combat attacks and resource
// phase together, which is what a player waits through. Both the wall time and the process's CPU
// time are given: on a machine shared with other work the CPU time is the computation's own cost.

export interface TimingReport {
  level: string;
  against: string;
  scenarios: string[];
  games: number;
  choice: Quantiles;
  turn: Quantiles;
  choiceCpu: Quantiles;
  turnCpu: Quantiles;
}

export interface Quantiles {
  count: number;
  meanMs: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

function quantiles(xs: number[]): Quantiles {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
  const r = (x: number) => Math.round(x * 10) / 10;
  return { count: s.length, meanMs: r(s.reduce((a, b) => a + b, 0) / Math.max(1, s.length)), p50Ms: r(at(0.5)), p95Ms: r(at(0.95)), maxMs: r(s[s.length - 1] ?? 0) };
}

/** Level A's thinking time per choice and per side-turn over `games` battles of each scenario, A taking each side in turn. */
export function timeLevel(a: Level, b: Level, scenarios: Scenario[], mapFor: (s: Scenario) => BattleMap, games: number, base: number): TimingReport | { error: string } {
  const choices: number[] = [];
  const turns: number[] = [];
  const choicesCpu: number[] = [];
  const turnsCpu: number[] = [];
  for (const scenario of scenarios) {
    for (let i = 0; i < games; i++) {
      const seed = base + i;
      const aSide = i % scenario.sides.length;
      const perTurn = new Map<number, number>();
      const perTurnCpu = new Map<number, number>();
      const played = playOut(scenario, mapFor(scenario), seed, 20000, (side) => {
        const level = side === aSide ? a : b;
        const rng = aiRng(seedOf(`${level.id}:${scenario.id}:${seed}:${side}`));
        if (level !== a || side !== aSide) return { choose: level.choose, rng };
        return {
          rng,
          choose: (view, s, r) => {
            const t0 = performance.now();
            const c0 = process.cpuUsage();
            const c = level.choose(view, s, r);
            const used = process.cpuUsage(c0);
            const ms = performance.now() - t0;
            const cpu = (used.user + used.system) / 1000;
            choices.push(ms);
            choicesCpu.push(cpu);
            perTurn.set(view.turn, (perTurn.get(view.turn) ?? 0) + ms);
            perTurnCpu.set(view.turn, (perTurnCpu.get(view.turn) ?? 0) + cpu);
            return c;
          },
        };
      });
      if ('error' in played) return { error: `${scenario.id} seed ${seed}: ${played.error}` };
      turns.push(...perTurn.values());
      turnsCpu.push(...perTurnCpu.values());
    }
  }
  return { level: a.id, against: b.id, scenarios: scenarios.map((s) => s.id), games, choice: quantiles(choices), turn: quantiles(turns), choiceCpu: quantiles(choicesCpu), turnCpu: quantiles(turnsCpu) };
}

export function formatTiming(r: TimingReport): string {
  const line = (name: string, q: Quantiles) => `${name.padEnd(13)} n=${q.count}  mean ${q.meanMs} ms  p50 ${q.p50Ms} ms  p95 ${q.p95Ms} ms  max ${q.maxMs} ms`;
  return [`${r.level} thinking against ${r.against}, ${r.games} games on each of ${r.scenarios.join(', ')}`, line('choice', r.choice), line('turn', r.turn), line('choice (CPU)', r.choiceCpu), line('turn (CPU)', r.turnCpu)].join('\n');
}
