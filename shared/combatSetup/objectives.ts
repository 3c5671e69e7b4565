import type { Countdown, KnownBy, ReserveFigure, StepObjectives, StoppedBy } from '../battle/objectiveTypes.ts';
import type { Scenario } from '../battle/scenario.ts';
import type { TaskWhen } from '../battle/taskTypes.ts';
import type { BattleMap, Rect } from '../map/battleMap.ts';
import type { SkillId } from '../skills/skills.ts';
import type { Complication } from './complicationTypes.ts';

// HC-06's objective and timing complications as the battle's data (issue 11): battleFromSetup's
// switch hands each such complication here and gets back whether it is in force and how; the
// objectives gathered go on the scenario (`objectives`), read by shared/battle/rules/countdown.ts and
// objectives.ts. Pure: the same complication gives the same data.

const KNOWN_BY: KnownBy[] = ['all', 'at-board', 'carrier', 'announced', 'hints', 'nobody'];
const STOPPED_BY: StoppedBy[] = ['carrier', 'control-board', 'defusing', 'winning', 'task', 'nothing'];
/** "Referee chooses suitable skill e.g. Computers, Technology, Mystical, Persuasion (a radio)": the hero's best of these. */
const BOARD_SKILLS: SkillId[] = ['computer', 'technology', 'mystical', 'persuasion'];
const DEFUSE_SKILLS: SkillId[] = ['security-systems', 'technology', 'mystical'];
const KEY_SKILLS: SkillId[] = ['technology', 'computer', 'mystical', 'control'];

export const OBJECTIVE_COMPLICATIONS = ['time-limit', 'destruction-sequence', 'victory-button', 'point-of-advantage', 'death-trap', 'reserves', 'relationship'] as const;

/** Relationships that come to help the hero (the heroes' side); the others (Rival, Temptress/Temptor, Mastermind, Black Queen) come against them. */
const FRIENDLY = ['follower', 'companion', 'anima-animus', 'mentor', 'guide', 'minion'];
const RELATIONSHIP_NAMES: Record<string, string> = { follower: 'Follower', companion: 'Companion', 'anima-animus': 'Anima/Animus', mentor: 'Mentor', guide: 'Guide', minion: 'Minion', rival: 'Rival', 'temptress-temptor': 'Temptress/Temptor', mastermind: 'Mastermind', 'black-queen': 'Black Queen' };

export interface ObjectiveContext {
  /** When the step's task comes (HC-08). */
  taskWhen: TaskWhen;
  /** The opponents' first unit id (the enemy figure carrying an indicator or a device). */
  carrier: string;
  /** The Point of Advantage's 3x3 on the board, or null when it lies off it. */
  advantageArea: Rect | null;
  /** The step has a Time Limit: it can fail the task, in the fight or in the task stage before or after it. */
  timeLimit?: boolean;
}

export interface ObjectiveLaid {
  inForce: boolean;
  how: string;
}

/** Adds one objective complication to `into` and says how it is in force (or why not). */
/** What an objective puts on the map rather than the scenario (what the roll modifiers read). */
export type ObjectiveMap = Pick<BattleMap, 'advantage'>;

export function layObjective(c: Complication, ctx: ObjectiveContext, into: StepObjectives, onMap: ObjectiveMap = {}): ObjectiveLaid {
  const d = c.details[0];
  if (!d) return { inForce: false, how: 'no detail rolled' };
  const times = c.details.length;
  switch (d.kind) {
    case 'time-limit': {
      // The clock's one effect is failing the task. With the task before or after the fight it runs in the
      // task stage too, each attempt there taking one turn (HC-08); a task done stops it.
      // A complication applied twice ("double its effect") runs down twice as fast.
      const tick = { n: times, sides: 3, plus: -times };
      into.countdowns = [...(into.countdowns ?? []), { kind: 'time-limit', name: 'Time Limit', effect: c.effect, start: d.clock, tick, atZero: 'task-failed', knownBy: 'all', stoppedBy: 'nothing' }];
      const stage = ctx.taskWhen === 'during' ? '' : ` (and by that for each attempt at the task ${ctx.taskWhen} the fight, which takes one turn)`;
      return { inForce: true, how: `a clock of ${d.clock} goes down by ${times > 1 ? `${times}D3-${times}` : 'D3-1'} at the end of each turn${stage}; at 0 the task is failed` };
    }
    case 'destruction-sequence': {
      const knownBy = KNOWN_BY[d.knownBy.face - 1];
      const stoppedBy = STOPPED_BY[d.stoppedBy.face - 1];
      const squares = c.where.squares;
      const check = (stoppedBy === 'control-board' || stoppedBy === 'defusing') && d.stoppedBy.taskDc ? { dc: d.stoppedBy.taskDc.total, skills: stoppedBy === 'control-board' ? BOARD_SKILLS : DEFUSE_SKILLS } : undefined;
      const cd: Countdown = {
        kind: 'destruction-sequence',
        name: 'Destruction Sequence',
        effect: c.effect,
        start: d.turns.total,
        tick: { n: 0, sides: 0, plus: 1 },
        atZero: 'blast',
        blast: { n: 2 * times, sides: 14, plus: 0 },
        knownBy,
        stoppedBy: check || (stoppedBy !== 'control-board' && stoppedBy !== 'defusing') ? stoppedBy : 'nothing',
        ...(squares.length ? { squares } : {}),
        ...(check ? { check } : {}),
        ...(knownBy === 'carrier' || stoppedBy === 'carrier' ? { carrier: ctx.carrier, carrierSide: 1 } : {}),
      };
      into.countdowns = [...(into.countdowns ?? []), cd];
      const stop: Record<StoppedBy, string> = {
        carrier: 'a device an enemy figure carries (stopped once that figure is down)',
        'control-board': `a hero at the control board, DC ${check?.dc}`,
        defusing: `heroes defusing all ${squares.length} devices, DC ${check?.dc} each`,
        winning: 'winning the fight',
        task: 'completing the task',
        nothing: 'nothing',
      };
      // The count itself stays out of `how` (every view has it): viewFor shows it only to who can read it.
      return { inForce: true, how: `a count of turns, then ${times > 1 ? `${2 * times}D14` : '2D14'} damage to everything on the board; known: ${d.knownBy.text} Stopped by ${stop[cd.stoppedBy]}` };
    }
    case 'victory-button': {
      const at = c.where.squares[0];
      if (!at) return { inForce: false, how: 'no square for it' };
      into.victoryButton = { at, effect: c.effect };
      return { inForce: true, how: 'a figure at or next to it presses it for one action: its side wins' };
    }
    case 'death-trap': {
      // "Will die if the task is failed": the trap closes when the task fails, in the fight (its Time Limit)
      // or in the task stage before or after it (the clock run out, the task given up, no hero left: HC-08).
      into.deathTrap = { victims: d.victims, effect: c.effect };
      const fails = ctx.taskWhen === 'during' ? 'the task fails (the Time Limit runs out) or the fight ends with it undone' : `the task ${ctx.taskWhen} the fight fails (given up, ${ctx.timeLimit ? 'the Time Limit run out, ' : ''}no hero left to try it${ctx.taskWhen === 'after' && ctx.timeLimit ? ', or the Time Limit running out during the fight' : ''})`;
      return { inForce: true, how: d.victims === 'heroes' ? `if ${fails}, the heroes are defeated` : `if ${fails}, the bystanders or hostages not yet led out die and the step is lost` };
    }
    case 'point-of-advantage': {
      if (!ctx.advantageArea) return { inForce: false, how: 'the point lies off the board' };
      if (d.face === 1 || d.face === 2 || d.face === 3 || d.face === 5 || d.face === 6) {
        onMap.advantage = { area: ctx.advantageArea, face: d.face, text: d.text };
        const how = {
          // Face 1 is taken back by battleFromSetup when the board has no Automated Defences to control.
          1: 'controls for the Automated Defences: a unit standing in it takes control for one action (no check), and from then on they fire only at the other side',
          2: 'a shot at a unit standing in it takes 1 penalty die (cover), a shot from it 1 bonus die (the heavy weapon)',
          3: "a unit led by a hero, standing in it, takes 1 bonus die on every roll it makes (attack, shot, defence, React): the hero's powers +1",
          5: 'an escape route: a unit that comes into it leaves the battle at once, its hero with it (off the board, not destroyed, no longer counted for victory; a side with nothing left on the board is beaten)',
          6: 'a unit standing in it at the end of a turn recovers one step of condition (bloodied to ok, broken to bloodied)',
        }[d.face];
        return { inForce: true, how };
      }
      if (d.face !== 4 || !d.task) return { inForce: false, how: `${d.text} (not yet in the engine)` };
      into.advantage = { area: ctx.advantageArea, face: d.face, effect: d.text, check: { dc: d.task.total, skills: KEY_SKILLS } };
      return { inForce: true, how: `a hero standing in it may try a DC ${d.task.total} check (best of Technology, Computer, Mystical, Control) for one action: success wins the battle` };
    }
    case 'relationship': {
      const who = c.details.flatMap((x) => (x.kind === 'relationship' ? [`${RELATIONSHIP_NAMES[x.relationship.id] ?? x.relationship.id} of ${x.hero} (${FRIENDLY.includes(x.relationship.id) ? 'with the heroes' : 'against them'})`] : []));
      // The turn is the referee's secret: not in `how`, which every view has.
      return { inForce: true, how: `${who.join(', ')}: one more figure of that side, with its unit type, comes on at its deploy area at the start of a secret turn` };
    }
    case 'reserves':
      // The split itself needs the scenario's forces: withReserves, once the scenario is made.
      return { inForce: true, how: `each side's forces in two halves, one (rolled) starts on the board; each figure of the other comes on at its deploy area on ${d.entersOn}+ on a D6 at the start of each turn` };
    default:
      return { inForce: false, how: '' };
  }
}

/**
 * Reserves on a made scenario: each side's units (and the heroes riding with them, hero k with unit k)
 * in two halves, the first half the larger; the half the set-up rolled starts, the other waits in
 * `objectives.reserves`. A side of one figure is not divided (its other half would be empty).
 */
export function withReserves(scenario: Scenario, list: Complication[], room: (side: number) => number = () => Infinity): Scenario {
  const withFriends = withRelationships(scenario, list, room);
  const d = list.find((c) => c.id === 'reserves')?.details[0];
  if (!d || d.kind !== 'reserves') return withFriends;
  return splitReserves(withFriends, d, list.find((c) => c.id === 'reserves')!.effect);
}

/**
 * The Relationship (each detail of each Relationship complication): one more figure of the side it
 * comes for, with that side's first unit type; from turn 1 in the side's units (when its deploy area
 * has room), later a figure that comes on at the start of its turn (`turn`, kept from the players).
 */
function withRelationships(scenario: Scenario, list: Complication[], room: (side: number) => number): Scenario {
  const details = list.flatMap((c) => c.details.flatMap((x) => (x.kind === 'relationship' ? [x] : [])));
  if (!details.length) return scenario;
  const sides = scenario.sides.map((x) => ({ ...x, units: [...x.units] }));
  const later: ReserveFigure[] = [];
  for (const x of details) {
    const side = FRIENDLY.includes(x.relationship.id) ? 0 : 1;
    const type = sides[side].units[0] ?? scenario.sides[side].units[0];
    if (!type) continue;
    const name = `${RELATIONSHIP_NAMES[x.relationship.id] ?? x.relationship.id} of ${x.hero}`;
    if (x.arrivalTurn <= 1 && sides[side].units.length < room(side)) sides[side].units.push(type);
    else later.push({ side, type, turn: Math.max(2, x.arrivalTurn), name });
  }
  const reserves = scenario.objectives?.reserves;
  const objectives = later.length ? { ...scenario.objectives, reserves: { figures: [...(reserves?.figures ?? []), ...later], entersOn: reserves?.entersOn ?? 5, effect: reserves?.effect ?? 'Relationship' } } : scenario.objectives;
  return { ...scenario, sides, ...(objectives ? { objectives } : {}) };
}

function splitReserves(scenario: Scenario, d: Extract<Complication['details'][number], { kind: 'reserves' }>, effect: string): Scenario {
  const figures: ReserveFigure[] = [...(scenario.objectives?.reserves?.figures ?? [])];
  const sides = scenario.sides.map((side, i) => {
    const n = side.units.length;
    const first = Math.ceil(n / 2);
    const half = d.startingHalf[i === 0 ? 'heroes' : 'opponents'];
    if (n < 2) return side;
    const starts = (k: number) => (half === 1 ? k < first : k >= first);
    const heroes = side.heroes ?? [];
    side.units.forEach((type, k) => {
      if (!starts(k)) figures.push({ side: i, type, ...(heroes[k] ? { hero: heroes[k] } : {}) });
    });
    return { ...side, units: side.units.filter((_, k) => starts(k)), ...(side.heroes ? { heroes: heroes.filter((_, k) => starts(k) || k >= n) } : {}) };
  });
  if (!figures.length) return scenario;
  return { ...scenario, sides, objectives: { ...scenario.objectives, reserves: { figures, entersOn: d.entersOn, effect } } };
}
