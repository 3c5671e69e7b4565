import type { Command } from '../battle/commands.ts';
import { taskStageChoice, withBestBoost } from './taskGoal.ts';
import type { BattleState, BattleView } from '../battle/model.ts';
import { keptLegal } from './keptLegal.ts';
import { viewFor } from '../battle/queries/view.ts';
import { apply } from '../battle/reducer/apply.ts';
import type { AiRng } from './aiRng.ts';
import { evaluate } from './evaluate.ts';
import { actionValue, sergeantPlan } from './sergeant.ts';
import { combatChoice } from './combatSearch.ts';
import { retakes } from './nodePlay.ts';
import { keptNodeWise } from './keptChoice.ts';
import { isEnemy, sameTeam } from '../battle/rules/teams.ts';
import { countsNodesNow } from './battleEnd.ts';
import { endgameChoice, ENDGAME_BUDGET } from './nodeEndgame.ts';
import { keepingForTheCount, keptForTheCount } from './countReserve.ts';
import { raidChoice } from './nodeRaid.ts';
import { screenChoice } from './nodeScreen.ts';

// The top level: a search ahead with the engine itself. In its move phase it takes the unit of the
// sergeant's best action, that unit's few best different actions, and ending the phase as its
// candidates, and plays each one out: the rest of its own phase, the other sides' opportunity fire
// and, when it does not move last, their whole move phase in reply, every side playing as the
// sergeant would, through the real apply() on a state completed from its own view. Where the
// play-out stops (as combat begins, or when its budget of commands runs out) the position is
// valued statically (evaluate.ts), the coming melee by the exact odds. The best candidate is played.
//
// It sees only its view. What it cannot see is made up from its own generator: the battle's seed
// (so the dice of a play-out are dice that could happen, not the battle's), and other sides' hero
// secrets (none: the view has them empty). The budget is counted in commands applied, never in time.
// Every other phase (set-up, combat, opportunity fire, resources) is played as the sergeant plays.

export interface CaptainBudget {
  /** Best sergeant actions tried, besides ending the phase. */
  candidates: number;
  /** Most nodes (commands applied, stepCost each) in a play-out after its candidate; it usually stops sooner, as combat begins. */
  steps: number;
  /** Battles made up from the view (seeds for the dice), each candidate played out in every one. */
  samples: number;
  /** How much better (in a unit's cost, per battle) another candidate must play out than the sergeant's choice to be taken instead. */
  margin: number;
  /** Play on through the combat phase (its dice drawn in the made-up battle) to the turn's end, rather than stop as combat begins. */
  through: boolean;
  /**
   * Most commands applied in all the play-outs of one choice together: where candidates times samples
   * times `steps` would go over it, every play-out of a made-up battle is cut to the same shorter length,
   * so a choice costs at most this many sergeant's choices whatever the map (seventh session).
   */
  nodes: number;
  /** More made-up battles, on the same dice for both, for the sergeant's choice and the best other candidate alone, where the other leads. */
  extra: number;
}

export const CAPTAIN_BUDGET: CaptainBudget = { candidates: 3, steps: 24, samples: 2, margin: 1, through: false, nodes: 96, extra: 0 };

/** A best action this much better than the runner-up is taken without a search (an escape, a sure kill). */
const CLEAR = 50;
/**
 * The captain reckons the way to a fixed goal over the terrain (pathDistance.ts), for its own side, where
 * the sergeant goes straight: where a goal is fixed (an edge to escape to, an area to hold, the contested
 * cube, HC-01). Where nodes or units standing alone decide there is none, and its own side plays as the
 * sergeant's own play (its rings round open nodes, hunts, guards and next shots, sergeant.ts `own`):
 * walking there, the captain as valley-crackdown's Police lost 22 of 25 battles to the sergeant, playing
 * so 1 (0/1/24); over every two-side scenario, 50 games each, 33.8% won to 37.0% (#10, thirteenth session).
 */
export function walks(view: BattleView): boolean {
  const win = view.scenario.win;
  return !!(win.escape || win.hold || win.contested) || (win.nodesAfter === undefined && win.mostUnitsAfter === undefined);
}
/** The endgame search where nodes decide (nodeEndgame.ts, eighth session). */
const ENDGAME = true;
/** The first mover's raid on a weakly held node (nodeRaid.ts). */
const RAID = true;
/** The first mover's screen of its nodes on the counted turn (nodeScreen.ts, eleventh session). */
const SCREEN = true;

/** A full battle state from a side's view: the hidden seed made up from the level's own generator. */
export function determinize(view: BattleView, rng: AiRng): BattleState {
  let key = '';
  for (let i = 0; i < 8; i++) key += (Math.floor(rng.next() * 2 ** 32) >>> 0).toString(16).padStart(8, '0');
  const { revealedSeed: _r, ...rest } = view;
  return { ...rest, seed: key, rng: { key, n: 0 } };
}

/**
 * What one command of a play-out costs of the budget, in nodes: 1, or `COUNT_STEP` on the turn nodes are
 * counted while an enemy of the side to move has yet to move, where the sergeant reckons the count its
 * enemies can still change after every move it values (battleEnd.ts finalMargin: their reach, per move),
 * measured on valley-crackdown some 15 times dearer than any other command of a play-out.
 */
export const COUNT_STEP = 16;
export function stepCost(s: BattleView, who: number): number {
  if (!countsNodesNow(s)) return 1;
  return s.units.some((u) => !u.moved && u.condition !== 'dead' && u.x >= 0 && isEnemy(s, u.side, who)) ? COUNT_STEP : 1;
}

/** The fewest commands a play-out must be able to go on for (at the cost of the side's next) to be worth playing. */
export const AFFORD_STEPS = 4;

/**
 * Whether `nodes` shared by `playOuts` play-outs buys each of them `AFFORD_STEPS` commands at the cost of
 * the side's next. A play-out cut shorter sees little the sergeant's valuation does not (not the enemy's
 * reply), so the sergeant's choice is played (on a counting turn with the enemy yet to move).
 */
export function affords(view: BattleView, side: number, playOuts: number, nodes: number): boolean {
  return Math.floor(nodes / Math.max(1, playOuts)) >= AFFORD_STEPS * stepCost(view, side);
}

/**
 * Plays on from `state` after `first`, everyone as the sergeant, until combat, the turn's end or the
 * budget of `steps` nodes (stepCost each command); then the value to `side`. `spent` adds up the nodes used.
 */
export function playOn(state: BattleState, side: number, first: Command, steps: number, through = false, spent: { n: number } = { n: 0 }): number {
  // The turn is the one the choice is made in: a first command that ends it (the last side's phase ended
  // with nothing to fight or buy) is valued where the others are, not after the whole next turn too.
  const turn = state.turn;
  let r = apply(state, side, first);
  if (!r.ok) return -Infinity;
  let s = r.state;
  for (let used = 0; ; ) {
    if (s.phase === 'over' || s.turn !== turn) break;
    if (!through && (s.phase === 'combat' || s.phase === 'resources')) break;
    const who = s.active;
    const cost = stepCost(s, who);
    if (used + cost > steps) break;
    used += cost;
    spent.n += cost;
    const c = keptNodeWise(viewFor(s, who), who, walks(s) && sameTeam(s.scenario, who, side));
    if (!c) break;
    r = apply(s, who, c);
    if (!r.ok) break;
    s = r.state;
  }
  return evaluate(s, side);
}

/**
 * The candidates of a move phase, best first by the sergeant's valuation: the unit of the sergeant's
 * best action, at its few best different places or shots (the rest of the turn is played out as the
 * sergeant would, so trying other units first mostly reaches the same position), then ending the phase.
 */
export function candidates(view: BattleView, side: number, legal: Command[], count: number, plain: Command | null): { command: Command; value: number }[] {
  // Ranked by the plan the sergeant chooses by (its reckoning of nodes and of the hold), so the
  // candidates are the places its own valuation rates best.
  const plan = sergeantPlan(view, side, walks(view));
  const scored: { command: Command & { unitId: string }; value: number }[] = [];
  for (const command of legal) {
    const value = actionValue(plan, command);
    if (value !== -Infinity && 'unitId' in command) scored.push({ command, value });
  }
  scored.sort((a, b) => b.value - a.value);
  const chosen: typeof scored = [];
  for (const o of scored) {
    if (chosen.length >= count) break;
    if (chosen.length && o.command.unitId !== chosen[0].command.unitId) continue;
    // Places next to one already chosen add little: the choice is between different plans.
    const to = o.command.type === 'move' ? o.command.to : null;
    if (to && chosen.some((c) => c.command.type === 'move' && Math.max(Math.abs(c.command.to.x - to.x), Math.abs(c.command.to.y - to.y)) <= 1)) continue;
    chosen.push(o);
  }
  // A unit already on a lost node's ring takes it back by a step round it, which the sergeant misses.
  for (const r of retakes(view, side, legal, walks(view)).slice(0, 2)) if (!chosen.some((c) => JSON.stringify(c.command) === JSON.stringify(r.command))) chosen.push(r as (typeof chosen)[number]);
  // The sergeant's own choice is always a candidate, first: this ranking by the plan's valuation does
  // not see everything the sergeant's choice counts (its reckoning of the counting turn, battleEnd.ts).
  const mine = plain && 'unitId' in plain ? chosen.findIndex((c) => JSON.stringify(c.command) === JSON.stringify(plain)) : 0;
  if (mine > 0) chosen.unshift(...chosen.splice(mine, 1));
  else if (mine < 0 && plain && 'unitId' in plain) chosen.unshift({ command: plain, value: chosen.length ? chosen[0].value : 0 });
  // Ending the phase early is the sergeant's call (a look-ahead that stops at combat undervalues the
  // turns after), so it is a candidate only when the sergeant would end: the others must beat it.
  const end = legal.find((c) => c.type === 'endPhase');
  return end && JSON.stringify(plain) === JSON.stringify(end) ? [...chosen, { command: end, value: 0 }] : chosen;
}

/** `spent` counts the commands its play-outs applied (the search's nodes), for tests and the sim. HC-08: with a Boost, an attempt names the hero it helps most (withBestBoost). */
export function chooseCaptain(view: BattleView, side: number, rng: AiRng, budget: CaptainBudget = CAPTAIN_BUDGET, spent: { n: number } = { n: 0 }): Command | null {
  // On the turn units are counted, it spends no point a body bought at the count needs (countReserve.ts).
  // Until the fourteenth session, losing the slow count, it also banked its points for the counted turn
  // (countBank.ts): on the fair forces that cost night-of-vampires' Hunters the police they buy, 21 of 50
  // won v the sergeant with it, 42 without (docs/AI.md, fourteenth session).
  return withBestBoost(view, keptForTheCount(view, side, captainChoice(keepingForTheCount(view, side), side, rng, budget, spent)));
}

function captainChoice(view: BattleView, side: number, rng: AiRng, budget: CaptainBudget, spent: { n: number }): Command | null {
  if (view.phase === 'task') return taskStageChoice(view, side);
  if (view.phase === 'combat') {
    const blow = combatChoice(view, side);
    if (blow) return blow;
  }
  const plain = keptNodeWise(view, side, walks(view));
  // Only the move phase's actions are searched; its support answers and extra actions are the sergeant's.
  if (view.phase !== 'move' || view.actionsLeft <= 0 || !plain || plain.type === 'support') return plain;
  // HC-08, HC-06: valued by their exact odds (taskGoal.ts, objectiveGoal.ts); a play-out's one roll would be noise.
  if (plain.type === 'attemptTask' || plain.type === 'useObjective' || plain.type === 'emerge') return plain;
  const legal = keptLegal(view, side);
  // Moving first on the counted turn: every way into a node a few enemies can reach shut, or one of them shot.
  if (SCREEN) {
    const screen = screenChoice(view, side, legal, plain);
    if (screen) return screen;
  }
  // Where nodes decide, on the counted turn and the one before: the turn's moves searched as a set by the count.
  if (ENDGAME) {
    const end = endgameChoice(view, side, legal, plain, ENDGAME_BUDGET);
    if (end) return end;
  }
  if (RAID) {
    const raid = raidChoice(view, side, legal);
    if (raid) return raid;
  }
  // With more than two sides a play-out runs through more move phases (each a sergeant's choice per
  // command on a bigger map): fewer candidates, one made-up battle, shorter, to stay within a second a turn.
  const many = view.sideNames.length > 2;
  const [samples, steps] = many ? [1, Math.round(budget.steps / 3)] : [budget.samples, budget.steps];
  // Before ranking the candidates (the sergeant's valuation of every command again): not even two affordable.
  if (!affords(view, side, 2 * samples + 2 * budget.extra, budget.nodes)) return plain;
  const options = candidates(view, side, legal, many ? Math.min(2, budget.candidates) : budget.candidates, plain);
  if (options.length <= 1 || budget.candidates <= 0) return plain;
  if (options[0].value - options[1].value > CLEAR) return options[0].command;
  const key = JSON.stringify(plain);
  const mine = Math.max(0, options.findIndex((o) => JSON.stringify(o.command) === key));
  const start = spent.n;
  const totals = options.map(() => 0);
  // One made-up battle per sample for every candidate in `which` alike, so they are compared on the same dice,
  // each play-out cut to the share of the budget left (the same length for all of them in one battle).
  const sample = (which: number[], left: number) => {
    const state = determinize(view, rng);
    const cut = Math.min(steps, Math.floor((budget.nodes - (spent.n - start)) / Math.max(1, which.length * left)));
    for (const i of which) totals[i] += playOn(state, side, options[i].command, Math.max(0, cut), budget.through, spent);
  };
  const all = options.map((_, i) => i);
  if (!affords(view, side, options.length * samples + 2 * budget.extra, budget.nodes)) return plain;
  for (let k = 0; k < samples; k++) sample(all, (samples - k) + (budget.extra * 2) / options.length);
  let best = mine;
  for (let i = 0; i < options.length; i++) if (totals[i] > totals[best]) best = i;
  // Where another candidate leads the sergeant's own choice, both are played out again on more battles alike.
  let n = samples;
  if (best !== mine) {
    const extra = many ? 0 : budget.extra;
    for (let k = 0; k < extra; k++) sample([mine, best], extra - k);
    n += extra;
    const fresh = [mine, best];
    for (const i of all) if (!fresh.includes(i)) totals[i] = -Infinity;
  }
  // The sergeant's own choice stands unless another plays out clearly better: a play-out's dice are noisy.
  return totals[best] > totals[mine] + budget.margin * n ? options[best].command : options[mine].command;
}
