import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { answerScript, scriptRequest } from '../../shared/ai/scriptRequest.ts';
import { battleModule } from '../../shared/battle/module.ts';
import type { BattleState } from '../../shared/battle/model.ts';
import { scenarioById } from '../../shared/battle/scenario.ts';
import { viewFor } from '../../shared/battle/queries/view.ts';
import { loadMapRegistry } from '../maps/loadMaps.ts';
import { AiPool } from './aiPool.ts';

// The scripted opponent's worker threads (#10): a worker loads the TypeScript levels (tsx's loader),
// answers exactly what the level gives on the server's thread for the same request (a side's view,
// the level, the level's seed: no state, no battle seed), and a worker that crashes, exits, errs or
// hangs fails its request and is replaced, so the next request is answered.

const root = join(import.meta.dirname, '..', '..');
const maps = loadMapRegistry(join(root, 'maps'), join(root, 'public'));
const crashing = pathToFileURL(join(root, 'test', 'fixtures', 'crashingAiWorker.ts'));

function battle(): BattleState {
  const scenario = scenarioById('skirmish')!;
  const made = battleModule.create({ scenario, map: maps.get(scenario.map)!.battle, deployment: 'auto' }, 7);
  if (!made.ok) throw new Error(made.error.message);
  return made.state;
}

const pools: AiPool[] = [];
const pool = (o?: ConstructorParameters<typeof AiPool>[0]) => {
  const p = new AiPool(o);
  pools.push(p);
  return p;
};
afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
});

describe('the scripted opponent in a worker thread', () => {
  it('answers what the level answers on the server thread, from the side view only', async () => {
    const state = battle();
    const p = pool({ size: 1 });
    for (const level of ['recruit', 'sergeant', 'random']) {
      const side = battleModule.pending(state)!.side;
      const req = scriptRequest(viewFor(state, side), side, level);
      // The request is plain data without the battle's seed or generator.
      expect(JSON.stringify(req)).not.toContain(String(state.seed));
      expect(Object.keys(req).sort()).toEqual(['level', 'seed', 'side', 'view']);
      expect(await p.choose(req)).toEqual(answerScript(req));
    }
    expect(p.counts).toEqual({ answered: 3, failed: 0 });
  }, 60_000);

  it('a worker that crashes, exits or answers an error fails its request; the pool starts a new one', async () => {
    const state = battle();
    const side = battleModule.pending(state)!.side;
    const req = scriptRequest(viewFor(state, side), side, 'recruit');
    for (const how of ['throw', 'exit', 'answer-error']) {
      const p = pool({ size: 1, entry: crashing, workerData: { how }, failuresBeforeRest: 10 });
      await expect(p.choose(req)).rejects.toThrow();
      await expect(p.choose(req)).rejects.toThrow();
      expect(p.counts.failed).toBe(2);
    }
    // Failing again and again, it rests: no new worker for every request.
    const resting = pool({ size: 1, entry: crashing, failuresBeforeRest: 2, restMs: 60_000 });
    await expect(resting.choose(req)).rejects.toThrow(/crashed/);
    await expect(resting.choose(req)).rejects.toThrow(/crashed/);
    await expect(resting.choose(req)).rejects.toThrow(/resting/);
    expect(resting.counts.failed).toBe(3);
    const hung = pool({ size: 1, entry: crashing, workerData: { how: 'hang' }, timeoutMs: 300 });
    await expect(hung.choose(req)).rejects.toThrow(/no answer in 300 ms/);
  }, 60_000);

  it('queues requests beyond its size and answers them all in order', async () => {
    const state = battle();
    const side = battleModule.pending(state)!.side;
    const p = pool({ size: 1 });
    const reqs = ['recruit', 'sergeant', 'simple', 'random'].map((l) => scriptRequest(viewFor(state, side), side, l));
    expect(await Promise.all(reqs.map((r) => p.choose(r)))).toEqual(reqs.map(answerScript));
  }, 60_000);
});
