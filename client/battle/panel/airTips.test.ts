import { describe, expect, it } from 'vitest';
import type { AirPlatform, BattleMap } from '../../../shared/map/battleMap.ts';
import { withPlatforms } from '../../../shared/battle/rules/platforms.ts';
import { testBattle, testUnit, textMap } from '../../../shared/battle/testing.ts';
import { airLines } from './airTips.ts';
import { formatEvent } from './logFormat.ts';
import { squareTip } from './tips.ts';

// HC-05 flying platforms in the client: the square's tooltip and the combat log's lines.

const P: AirPlatform = { rect: { x: 1, y: 1, w: 3, h: 2 }, sides: [0], movement: 'steered-d20', die: 20, steered: true, tipsOver: 15, control: { x: 1, y: 1 }, failOnBreach: 30, failPerBreach: 5, breaches: 1, failed: false, text: 'The platform can be steered by a pilot.' };
const map: BattleMap = withPlatforms({ ...textMap(['......', '......', '......', '......']), air: { altitude: 400, platforms: [P] } }, [P]);

describe('HC-05 flying platforms in the client', () => {
  it('HC-05 a square\'s tooltip names its platform, how it moves and the text, or the open air below', () => {
    const on = airLines({ map }, { x: 1, y: 1 });
    expect(on[0]).toMatch(/^Flying platform 1, 400 levels up\. At each turn's start it moves D20 squares: a unit at its control point/);
    expect(on[0]).toContain('(now 1)');
    expect(on[1]).toBe('The text: "The platform can be steered by a pilot."');
    expect(airLines({ map }, { x: 2, y: 2 })[0]).toContain('This is its control point.');
    expect(airLines({ map }, { x: 5, y: 3 })).toEqual(['Open air: the ground is 400 levels below. A unit that cannot fly and steps here falls all the way (out of the cube); a flier keeps its level.']);
    expect(airLines({ map: textMap(['..']) }, { x: 0, y: 0 })).toEqual([]);
    // HC-05 an aircraft, and a pilot's won control.
    const C: AirPlatform = { ...P, movement: 'aircraft', die: 0, tipsOver: null, pilotWon: { turn: 1, unitId: 'a', tipped: false }, craft: { kind: 'helicopter', name: 'helicopter', doors: [{ x: 1, y: 0 }] } };
    const craft = airLines({ map: withPlatforms({ ...map, air: { altitude: 400, platforms: [C] } }, [C]) }, { x: 2, y: 2 })[0];
    expect(craft).toMatch(/^The helicopter \(1\), 400 levels up, walled round but for its two doors\. It is the fight's frame/);
    expect(craft).toContain('This is its control point. Its pilot won the control this turn: the pilot may tip it on purpose (K).');
    // The square's tooltip has it, and not the Edge of a Drop's words.
    const v = testBattle(map, [testUnit('a', 0, 1, 1)]);
    const tip = squareTip(v as never, { x: 5, y: 3 });
    expect(tip.lines.join(' ')).toContain('Open air');
    expect(tip.lines.join(' ')).not.toContain('Edge of a Drop');
  });

  it('HC-05 the combat log has each platform\'s move, a tip, each footing throw and each failure roll', () => {
    const v = testBattle(map, [testUnit('a', 0, 2, 1)]) as never;
    const move = formatEvent({ type: 'platform', turn: 2, index: 0, die: 17, dirs: [3], steps: 2, from: P.rect, to: { ...P.rect, x: 3 }, carried: ['a'], tips: true }, v);
    expect(move.map((l) => l.html.replace(/<[^>]+>/g, ''))).toEqual([
      'Platform 1, turn 2: d20 17, direction d8 3; it moves 2 squares east: (1,1) → (3,1) (stopped at the board\'s edge or a unit), carrying Unit a (a)',
      'Platform 1 tips: everyone on it throws React against 2D6 or slides',
    ]);
    const fail = formatEvent({ type: 'platformFail', index: 0, cause: 'turn', breaches: 2, d100: 7, chance: 10, fails: true }, v);
    expect(fail[0].html).toBe('Platform 1 at the turn\'s start, with 2 breaches: d100 7 (fails on 10 or less): <strong>it fails and falls</strong>');
    const breach = formatEvent({ type: 'platformFail', index: 0, cause: 'breach', breaches: 1, d100: 50, chance: 30, fails: false }, v);
    expect(breach[0].html).toBe('Platform 1 is breached (1 so far): d100 50 (fails on 30 or less): it holds');
  });
});
