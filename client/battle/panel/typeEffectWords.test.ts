import { describe, expect, it } from 'vitest';
import type { BattleMap, Defences } from '../../../shared/map/battleMap.ts';
import type { BattleEvent } from '../../../shared/battle/events.ts';
import { reducerFor, testBattle, testScenario, testUnit, textMap } from '../../../shared/battle/testing.ts';
import { defencesFire } from '../../../shared/battle/rules/defences.ts';
import { defencePreview } from '../../../shared/battle/queries/preview.ts';
import { hazardLines } from './hazardTips.ts';
import { formatEvent } from './logFormat.ts';
import { unitTip } from './tips.ts';
import { defenceOddsHtml } from './defenceOdds.ts';

// HC-07 in the client: the emplacement's tooltip says its damage-type extra, Touch Shield Stun and D8
// against being doubled; the log says what a shot's type did and the d8; the unit's tooltip its stun,
// drain and persistent strike. Everything from the view and the events.

const x: Defences = {
  source: 'Automated Defences', sides: [0], attack: 10, bonus: 0, strike: 6, range: 3, area: false, defend: 3, vitality: 2, damageType: 'cold', text: 'Direct, Ranged',
  onHit: 'drain-react', shield: { attack: 3, damageType: 'electricity', stun: true }, list: [{ x: 4, y: 3, condition: 'ok' }],
};
const map: BattleMap = { ...textMap(['.........', '.........', '.........', '....#....', '.........', '.........']), hazards: { defences: x } };

describe('HC-07 damage types in the client', () => {
  it('HC-07 the emplacement\'s tooltip: its type\'s extra, the shield\'s Stun, the D8 against being doubled', () => {
    const lines = hazardLines({ map }, { x: 4, y: 3 });
    expect(lines).toContain("On its total defeat (a natural 2) it rolls a d8: on 5+ the attacker's success level is not doubled.");
    expect(lines).toContain('Touch Shield: a unit attacking it hand to hand is struck with Attack 3 (electricity), and stunned for the rest of the turn when hurt.');
    expect(lines.at(-1)).toBe('Drain (Cold/DX): a unit its strike hurts loses 1 React for the rest of the fight (never below 1).');
    const s = testBattle(map, [testUnit('a', 0, 3, 3), testUnit('z', 1, 8, 5)], 1);
    expect(defenceOddsHtml(defencePreview(s, 'a', { x: 4, y: 3 })!, s.units[0], { x: 4, y: 3 })).toContain('rolls a d8: on 5+');
  });

  it('HC-07 the log: a shot\'s drain, the d8 on a total defeat, the shield\'s stun; the unit\'s tooltip shows them', () => {
    let drained: BattleEvent | undefined;
    for (let seed = 1; seed < 100 && !drained; seed++) {
      const before = testBattle(map, [testUnit('a', 0, 4, 5, { defend: 1, vitality: 9, react: 3 })], seed, { turn: 1, phase: 'resources' });
      const events: BattleEvent[] = [];
      defencesFire(before, { ...before, turn: 2, phase: 'move' }, events);
      drained = events.find((e) => e.type === 'defenceFire' && e.effect);
    }
    const s = testBattle(map, [testUnit('a', 0, 4, 5)], 1);
    expect(formatEvent(drained!, s).at(-1)!.html).toMatch(/is drained \(Cold\/DX\): React 3 → <strong>2<\/strong> for the rest of the fight$/);
    let seenDouble = false;
    let seenStun = false;
    for (let seed = 1; seed < 400 && !(seenDouble && seenStun); seed++) {
      const t = testBattle(map, [testUnit('a', 0, 3, 3, { attack: 5, defend: 1, vitality: 9 }), testUnit('z', 1, 8, 5)], seed);
      const r = reducerFor(testScenario()).step(t, 0, { type: 'attackDefence', unitId: 'a', at: { x: 4, y: 3 } });
      const html = formatEvent(r.events[0], r.state).map((l) => l.html).join('\n');
      const e = r.events[0];
      if (e.type === 'defenceHit' && e.double) {
        seenDouble = true;
        expect(html).toContain(`d8 ${e.double.die} (5+ avoids being doubled)`);
      }
      if (e.type === 'defenceHit' && e.shield?.stunned) {
        seenStun = true;
        expect(html).toMatch(/is <strong>stunned<\/strong> for the rest of the turn/);
        expect(unitTip(r.state, r.state.units[0]).lines).toContain('Stunned (Electricity): no action, opportunity shot or combat attack this turn.');
      }
    }
    expect(seenDouble && seenStun).toBe(true);
    // Cold water's Drain (Cold/TO), and its bottom's tooltip.
    const roll = (drained as Extract<BattleEvent, { type: 'defenceFire' }>).roll;
    const cold: BattleEvent = { type: 'hazard', unitId: 'a', source: 'Edge of a Drop: cold water', damageType: 'cold', roll, damage: 0, before: 'ok', after: 'ok', effect: { kind: 'drain-vitality', from: 2, to: 1 } };
    expect(formatEvent(cold, s).at(-1)!.html).toMatch(/is drained \(Cold\/TO\): Vitality 2 → <strong>1<\/strong> for the rest of the fight$/);
    const wet: BattleMap = { ...map, drop: { surface: [{ x: 0, y: 0, w: 9, h: 1 }], depth: 3, bottom: 'cold-water', harm: { attack: 1, type: 'cold', source: 'Edge of a Drop: cold water', drain: 'vitality' } } };
    expect(hazardLines({ map: wet }, { x: 4, y: 5 }).join(' ')).toContain('a win draining 1 Vitality for the rest of the fight (never below 1) instead of damage');
    const marked = testUnit('a', 0, 4, 5, { attack: 2, drained: { attack: 1, react: 2 }, persistent: { attack: 4, type: 'physical-poison', source: 'Automated Defences', turn: 1 } });
    const lines = unitTip(s, marked).lines;
    expect(lines).toContain('Drained for the rest of the fight: Attack -1, React -2 (already in its numbers).');
    expect(lines).toContain("Persistent physical poison (Automated Defences): struck again at the next turn's start with Attack 4 and one penalty die.");
  });
});
