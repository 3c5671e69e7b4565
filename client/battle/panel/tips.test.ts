import { describe, expect, it } from 'vitest';
import { testBattle, testHero, testUnit, textMap } from '../../../shared/battle/testing.ts';
import { UNIT_TYPES } from '../../../shared/battle/units.ts';
import { typeLabel } from '../board/typeLabel.ts';
import { legendHtml, markItems, terrainItems } from './legend.ts';
import { conditionWords, exposureLines, heightWords, lifeSupportLine, squareTip, terrainWords, tipFor, unitTip } from './tips.ts';
import { strikeOdds } from '../../../shared/battle/rules/hazards.ts';
import { pct } from './html.ts';

// #12: the words of the tooltips and the legend: a unit's kind, numbers and specials; a square's
// terrain and height with what they cost and give; the marks explained.

const map = textMap(['.w#', 'r~s'], ['010', '000']);
map.nodes = [{ x: 2, y: 1 }];
const spies = UNIT_TYPES.find((t) => t.id === 'spies')!;
const spy = testUnit('A1', 0, 1, 0, { type: 'spies', name: spies.name, specials: spies.specials, missileAttack: 2, missileRange: 3, condition: 'bloodied' });
const under = testUnit('A2', 0, 1, 0, { level: -1 });
const view = testBattle(map, [under, spy, testUnit('B1', 1, 0, 1)], 1, { heroes: [testHero('h', 0, 'A1')], nodeOwners: [1] });

describe('type labels', () => {
  it('every unit type has its own short label', () => {
    const labels = UNIT_TYPES.map((t) => typeLabel(t.id));
    expect(labels.every((l) => l.length >= 2 && l.length <= 4)).toBe(true);
    expect(new Set(labels).size).toBe(labels.length);
  });
});

describe('tooltip words', () => {
  it('a unit: id, name and kind, side and condition, numbers, specials, hero', () => {
    const t = unitTip(view, spy);
    expect(t.title).toBe('A1 · Spies [SPY]');
    expect(t.lines[0]).toBe('■ Agency · bloodied (/: 1 penalty die to every roll)');
    expect(t.lines[1]).toBe('Attack 4 · Defend 4 · React 4 · Move 3 · Vitality 2 · Cost 3');
    expect(t.lines).toContain('Missile Attack 2, range 3');
    expect(t.lines.some((l) => l.startsWith('Advantage: +1 die to Defend in woods or rough'))).toBe(true);
    expect(t.lines).toContain('★ Hero Hero h');
  });
  it('a square: terrain and height with their costs, a node and its holder', () => {
    expect(squareTip(view, { x: 1, y: 0 }).lines).toEqual([
      'Woods: costs 2 movement to enter; 1 penalty die to shots through it; 1 penalty die to shots at a unit on it.',
      `Height 1: ${heightWords()}.`,
      'Deploy area of ■ Agency.',
    ]);
    expect(squareTip(view, { x: 2, y: 0 }).lines[0]).toBe('Barrier: cannot be entered; blocks line of sight.');
    expect(squareTip(view, { x: 2, y: 1 }).lines).toContain('Resource node, held by ● Cult.');
    expect(heightWords()).toBe('each level up or down costs 1 more movement; attacking a lower unit gives 1 bonus die per level above it');
  });
  it('a stack lists its units top first, then the square', () => {
    expect(tipFor(view, { x: 1, y: 0 }).map((b) => b.title)).toEqual(['A1 · Spies [SPY]', 'A2 · Unit A2 [TEST]', 'Square (1, 0)']);
  });
  it('conditions and terrains in words', () => {
    expect(conditionWords('broken')).toBe('1 penalty die to every roll, half Move, cannot attack');
    expect(terrainWords('water')).toBe('costs 3 movement to enter');
  });
});

describe('legend', () => {
  it('explains the condition marks, the height number and the deploy area, and the terrains of this map only', () => {
    const text = markItems().map((i) => i.text).join('\n');
    expect(text).toContain('Bloodied: 1 penalty die to every roll.');
    expect(text).toContain('A number printed on a square: its height.');
    expect(text).toContain('your deploy area');
    expect(terrainItems(view).map((i) => i.text.split(':')[0])).toEqual(['Clear', 'Rough', 'Woods', 'Swamp', 'Water', 'Barrier']);
  });
  it('escapes side names', () => {
    const v = { ...view, sideNames: ['<b>x</b>', 'Cult'] };
    expect(legendHtml(v)).not.toContain('<b>x</b>');
    expect(legendHtml(v)).toContain('&lt;b&gt;x&lt;/b&gt;');
  });
});

describe('HC-04 life support on the unit card', () => {
  it('a unit short of life support: Move and Accuracy as the rules give them; none without a lack', () => {
    const cold = { side: 0, environment: 'cold', name: 'Cold', result: 'penalised' as const, penalty: 1 };
    const short = testBattle({ ...map, lifeSupport: [cold] }, [spy, testUnit('B1', 1, 0, 1)], 1);
    expect(lifeSupportLine(short, spy)).toBe('Makeshift life support (Cold): Move 3 → 2, Accuracy -1 (Attack 4 → 3, Missile 2 → 1)');
    expect(lifeSupportLine(short, short.units[1])).toBeNull();
    expect(lifeSupportLine(view, spy)).toBeNull();
    // Where something conceals (Poor Visibility), the card says the -1 Sense on a shot at a concealed target (rules/senses.ts).
    const fog = testBattle({ ...map, lifeSupport: [cold], concealment: [{ from: 5, penalty: 1, dice: 'D4', reason: 'Poor Visibility' }] }, [spy, testUnit('B1', 1, 0, 1)], 1);
    expect(lifeSupportLine(fog, spy)).toBe('Makeshift life support (Cold): Move 3 → 2, Accuracy -1 (Attack 4 → 3, Missile 2 → 1), Sense -1 (one less again on a shot at a concealed target)');
  });
});

describe('HC-04 going without life support on the unit card', () => {
  it('HC-04 a unit of a side with no life support: the environment striking it at each turn\'s start, Attack, type and the exact chance to hurt it', () => {
    const harm = { attack: 3, type: 'physical-poison', source: 'No life support (Poison)' };
    const none = { side: 0, environment: 'poison', name: 'Poison', result: 'no' as const, penalty: 1, harm };
    const short = testBattle({ ...map, lifeSupport: [none] }, [spy, testUnit('B1', 1, 0, 1)], 1);
    const odds = strikeOdds(spy, harm);
    expect(exposureLines(short, spy)).toEqual([`No life support (Poison): struck at each turn's start, Attack 3 (physical poison) against Defend 4: ${pct(1 - odds.damage[0])} to hurt it`]);
    expect(lifeSupportLine(short, spy)).toBe('No life support (Poison): Move 3 → 2, Accuracy -1 (Attack 4 → 3, Missile 2 → 1)');
    expect(exposureLines(short, short.units[1])).toEqual([]);
    expect(exposureLines(view, spy)).toEqual([]);
  });
});
