import type { BattleView } from '../../../shared/battle/model.ts';
import type { Square } from '../../../shared/map/battleMap.ts';

// HC-05 flying platforms in a square's tooltip (map.air): which platform the square is on, how it
// moves, the text's own words; off every platform, the open air and the ground far below.

const MOVE_RULE: Record<string, string> = {
  stationary: 'It does not move.',
  'random-d10': 'At each turn\'s start it moves D10 squares in a random direction (d8), rolled again if it would leave the board, carrying everyone on it.',
  'random-d20': 'At each turn\'s start it moves D20 squares in a random direction (d8), rolled again if it would leave the board, carrying everyone on it; over 15 it tips: each unit on it rolls React against 2D6 or slides D4 (D8 on a total defeat) and may fall off.',
  'steered-d10': 'At each turn\'s start it moves D10 squares: a unit at its control point (ringed) rolls React against a D6 to steer it toward the cube; failed, it lurches at random and tips; with nobody there it drifts at random.',
  'steered-d20': 'At each turn\'s start it moves D20 squares: a unit at its control point (ringed) rolls React against a D6 to steer it toward the cube; failed, it lurches at random and tips; with nobody there it drifts at random; over 15 it tips.',
  aircraft: 'It is the fight\'s frame and stays where it is: at each turn\'s start a unit at its cockpit (ringed) rolls React against a D6; failed, it lurches and tips; with nobody there it flies on.',
};
const WON = ' Its pilot won the control this turn: the pilot may tip it on purpose (K).';

export function airLines(v: Pick<BattleView, 'map'>, sq: Square): string[] {
  const air = v.map.air;
  if (!air) return [];
  const i = air.platforms.findIndex((p) => !p.failed && sq.x >= p.rect.x && sq.y >= p.rect.y && sq.x < p.rect.x + p.rect.w && sq.y < p.rect.y + p.rect.h);
  if (i < 0) return [`Open air: the ground is ${air.altitude} levels below. A unit that cannot fly and steps here falls all the way (out of the cube); a flier keeps its level.`];
  const p = air.platforms[i];
  const control = p.steered && sq.x === p.rect.x + p.control.x && sq.y === p.rect.y + p.control.y ? ' This is its control point.' : '';
  const won = p.pilotWon && !p.pilotWon.tipped ? WON : '';
  // HC-05 an aircraft (our reading): walled round but for its doors; it does not fail.
  if (p.craft) return [`The ${p.craft.name} (${i + 1}), ${air.altitude} levels up, walled round but for its two doors. ${MOVE_RULE[p.movement] ?? ''}${control}${won}`, `Our reading: "${p.text}"`];
  const breaches = `An explosion reaching it is a breach: ${p.failOnBreach}% it fails and falls at once; at each turn's start ${p.failPerBreach}% per breach so far (now ${p.breaches}).`;
  return [`Flying platform ${i + 1}, ${air.altitude} levels up. ${MOVE_RULE[p.movement] ?? ''}${control}${won} ${breaches}`, `The text: "${p.text}"`];
}
