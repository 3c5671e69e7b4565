import { describe, expect, it } from 'vitest';
import { viewFor } from '../battle/queries/view.ts';
import { testBattle, testScenario, testUnit, textMap } from '../battle/testing.ts';
import { answerScript, MAPS_KEPT, scriptRequest, withKeptMap } from './scriptRequest.ts';

// A worker is sent a copy of the view at every choice: the map and scenario alike in every field are
// given the objects first seen, so what the levels keep per map serves the next choice (#10, ninth session).

const scenario = testScenario({ win: { destroy: true, nodesAfter: 5 } });
const view = (rows = ['.......', '.......', '.......', '.......', '.......']) =>
  viewFor(testBattle({ ...textMap(rows), nodes: [{ x: 3, y: 2 }] }, [testUnit('A', 0, 0, 0), testUnit('B', 1, 6, 4)], 1, { scenario, nodeOwners: [1], turn: 2 }), 0);

describe("the map kept for a worker's choices", () => {
  it('gives a copy the map and scenario first seen, alike or not at all', () => {
    const first = withKeptMap(structuredClone(view()));
    const copy = structuredClone(view());
    const kept = withKeptMap(copy);
    expect(kept.map).toBe(first.map);
    expect(kept.scenario).toBe(first.scenario);
    expect(kept).toEqual(copy);
    // One square of terrain other: another map.
    const other = withKeptMap(structuredClone(view(['.......', '...#...', '.......', '.......', '.......'])));
    expect(other.map).not.toBe(first.map);
    expect(other.map.terrain).not.toEqual(first.map.terrain);
  });

  it(`keeps at most ${MAPS_KEPT} maps`, () => {
    const first = withKeptMap(structuredClone(view())).map;
    for (let i = 0; i < MAPS_KEPT; i++) withKeptMap(structuredClone(view(['.......', '.......', '.......', '.......', '.'.repeat(i) + '#' + '.'.repeat(6 - i)])));
    expect(withKeptMap(structuredClone(view())).map).not.toBe(first);
  });

  it('answers a copy as it answers the view itself', () => {
    const req = scriptRequest(view(), 0, 'captain', 7);
    expect(answerScript(structuredClone(req))).toEqual(answerScript(req));
    expect(answerScript(structuredClone(req))).toEqual(answerScript(req));
  });
});
