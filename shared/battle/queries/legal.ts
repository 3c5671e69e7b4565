import type { Command } from '../commands.ts';
import type { BattleView } from '../model.ts';
import { check } from '../reducer/guards.ts';
import { supportUnit } from '../rules/combat.ts';
import { deployOptions, heroesToPlace } from '../rules/deployment.ts';
import { isTop, stackOf } from '../rules/grid.ts';
import { heroWith, lastingPool, maxSpend } from '../rules/heroes.ts';
import { canFly, flightRange } from '../rules/height.ts';
import { reachable } from '../rules/movement.ts';
import { forSale } from '../rules/resources.ts';
import { shootTargets } from '../rules/shooting.ts';
import { defenceCandidates, objectiveCandidates } from './objectiveCandidates.ts';
import { concealedOf } from '../rules/reserves.ts';
import { emergesAt } from '../reducer/emerge.ts';
import { wallsNextTo } from '../rules/walls.ts';
import { TIP_DIRS } from '../commands.ts';
import { pilotOf } from '../rules/platforms.ts';

/**
 * Every command the side may give now, as data: what the scripted players choose from, what the
 * client offers, what the property tests draw from. It lists candidates and keeps those check()
 * accepts, the same guard apply() runs, so everything listed is accepted.
 *
 * Order matters to the scripted player (it takes the first of the best), so the list is: the
 * commands in phase order as they have always been listed, each attack or shot followed by its
 * spend-everything-on-Vigor and one-point-of-Lasting-Damage variants; then, appended so that
 * nothing before them moves, every other Vigor/Lasting combination the hero can pay for, every
 * stance each own hero may take, both answers to each own stack's support roll (SW-16), every
 * level each own flier may fly to (HC-01), every attempt at a combat step's task (HC-08, HC-09) and
 * every objective each own unit may use, every emplacement of Automated Defences each may attack (HC-06),
 * every open square each own concealed figure may come on at (HC-06 Already There), every wall
 * square each own unit may attack (HC-06 walls), and each way each own pilot whose control won may
 * tip its platform (HC-05).
 *
 * One family is deliberately narrower than what apply() accepts: a stack's order (SW-16). apply()
 * takes any permutation of the stack (k! of them); this lists the stack reversed only (and, for a
 * stack moving together, no reordering). Listing every permutation would swamp the list for tall
 * stacks while reaching the same squares; test/property.test.ts checks the rest of apply()'s
 * acceptances are listed exactly and these up to the order. A task attempt is listed once per group
 * of heroes (the first of the group, in the side's order, leads: without a Boost who leads only
 * breaks ties of equal totals; with one, HC-08, each of the group is listed leading, since the Boost
 * is on the leader's check) and with its skill named only when the task has two.
 */
export function legalCommands(view: BattleView, side: number): Command[] {
  if (view.phase === 'over' || view.active !== side) return [];
  const accepted = (c: Command) => check(view, side, c) === null;
  const out: Command[] = [];
  const extras: Command[] = [];
  for (const c of candidates(view, side)) {
    if (!accepted(c)) continue;
    out.push(c);
    if (c.type !== 'attack' && c.type !== 'shoot') continue;
    const [usual, other] = spendVariants(view, c);
    out.push(...usual.filter(accepted));
    extras.push(...other.filter(accepted));
  }
  for (const c of stanceCandidates(view)) if (accepted(c)) extras.push(c);
  for (const c of supportCandidates(view, side)) if (accepted(c)) extras.push(c);
  for (const c of flightCandidates(view, side)) if (accepted(c)) extras.push(c);
  for (const c of taskCandidates(view, side)) if (accepted(c)) extras.push(c);
  for (const c of objectiveCandidates(view, side)) if (accepted(c)) extras.push(c);
  for (const c of defenceCandidates(view, side)) if (accepted(c)) extras.push(c);
  for (const c of emergeCandidates(view, side)) if (accepted(c)) extras.push(c);
  for (const c of breachCandidates(view, side)) if (accepted(c)) extras.push(c);
  for (const c of tipCandidates(view, side)) if (accepted(c)) extras.push(c);
  return [...out, ...extras];
}

/** HC-06 breakable walls: every standing wall square next to each own unit. */
function breachCandidates(view: BattleView, side: number): Command[] {
  if (view.phase !== 'move' || !view.map.walls) return [];
  return view.units.filter((u) => u.side === side && u.condition !== 'dead').flatMap((u) => wallsNextTo(view.map, u).map((at) => ({ type: 'breach' as const, unitId: u.id, at })));
}

/** HC-05: each own pilot whose control won this turn, tipping its platform each of the 8 ways. */
function tipCandidates(view: BattleView, side: number): Command[] {
  if (view.phase !== 'move' || !view.map.air) return [];
  const pilots = view.map.air.platforms.filter((p) => p.pilotWon?.turn === view.turn && !p.pilotWon.tipped).map((p) => pilotOf(view.units, p)).filter((u) => u?.side === side);
  return pilots.flatMap((u) => TIP_DIRS.map((dir) => ({ type: 'tipPlatform' as const, unitId: u!.id, dir })));
}

/** HC-06 Already There: each concealed figure of the side onto each square it may come on at (every open one). */
function emergeCandidates(view: BattleView, side: number): Command[] {
  if (view.phase !== 'move' || view.actionsLeft <= 0) return [];
  const figures = concealedOf(view, side);
  if (!figures.length) return [];
  const squares: { x: number; y: number }[] = [];
  for (let y = 0; y < view.map.height; y++) for (let x = 0; x < view.map.width; x++) if (emergesAt(view, { x, y })) squares.push({ x, y });
  return figures.flatMap(({ figure }) => squares.map((to) => ({ type: 'emerge' as const, figure, to })));
}

/**
 * Commands worth asking check() about in this phase, in the order they are listed. The phase only
 * prunes the search (reach is not worth computing in combat); check() decides.
 */
function candidates(view: BattleView, side: number): Command[] {
  const out: Command[] = [];
  const mine = view.units.filter((u) => u.side === side && u.condition !== 'dead');
  switch (view.phase) {
    case 'deploy': {
      const squares = deployOptions(view, side);
      for (const u of view.reserves.filter((r) => r.side === side)) for (const sq of squares) out.push({ type: 'deploy', unitId: u.id, to: sq });
      for (const h of heroesToPlace(view, side)) for (const u of mine) out.push({ type: 'placeHero', heroId: h.id, unitId: u.id });
      out.push({ type: 'deployAll' });
      break;
    }
    case 'move':
      if (view.actionsLeft <= 0) {
        out.push({ type: 'buyAction' }, { type: 'endPhase' });
        break;
      }
      for (const u of mine) {
        // Reach is the costly part: not worked out for units that cannot move again this turn anyway.
        if (!u.moved) for (const r of reachable(view, u.id)) out.push({ type: 'move', unitId: u.id, to: { x: r.x, y: r.y } });
        for (const t of shootTargets(view, u)) out.push({ type: 'shoot', unitId: u.id, targetId: t.id });
        out.push({ type: 'recover', unitId: u.id });
        // SW-16: a stack moves together (reversing its order on the way is free) or is reordered for an action.
        const stack = stackOf(view, u);
        if (stack.length > 1 && isTop(view, u)) {
          const reversed = stack.map((m) => m.id).reverse();
          if (stack.every((m) => !m.moved))
            for (const r of reachable(view, u.id, { withStack: true })) {
              out.push({ type: 'move', unitId: u.id, to: { x: r.x, y: r.y }, withStack: true });
              out.push({ type: 'move', unitId: u.id, to: { x: r.x, y: r.y }, withStack: true, order: reversed });
            }
          out.push({ type: 'reorder', at: { x: u.x, y: u.y }, order: reversed });
        }
      }
      for (const h of view.heroes) for (const u of mine) out.push({ type: 'moveHero', heroId: h.id, toUnitId: u.id });
      out.push({ type: 'buyAction' }, { type: 'endPhase' });
      break;
    case 'opportunity':
      for (const u of mine) for (const t of shootTargets(view, u)) out.push({ type: 'shoot', unitId: u.id, targetId: t.id });
      out.push({ type: 'endPhase' });
      break;
    case 'combat':
      if (view.pending) for (const t of view.pending.targets) out.push({ type: 'attack', unitId: view.pending.unitId, targetId: t });
      out.push({ type: 'pass' });
      break;
    case 'resources':
      for (const t of forSale(view.scenario, side)) out.push({ type: 'buy', unitType: t });
      for (const h of view.heroes) for (const u of mine) out.push({ type: 'reviveHero', heroId: h.id, unitId: u.id });
      for (const u of view.units.filter((x) => x.side === side && x.condition === 'dead')) out.push({ type: 'revive', unitId: u.id });
      out.push({ type: 'endPhase' });
      break;
    case 'task':
      // HC-08: the attempts are appended (taskCandidates); ending the stage gives the task up.
      out.push({ type: 'endPhase' });
      break;
  }
  return out;
}

/**
 * SW-08/09: what the attacking unit's hero could spend. `usual` are the two variants listed right
 * after the attack (the most Vigor it may spend; one point of Lasting Damage); `other` is every
 * remaining combination of Vigor and Lasting Damage points up to its pools.
 */
function spendVariants(view: BattleView, c: Extract<Command, { type: 'attack' | 'shoot' }>): [Command[], Command[]] {
  const hero = heroWith(view, c.unitId);
  if (!hero) return [[], []];
  const pool = lastingPool(hero);
  const most = maxSpend(hero, 'vigor');
  const usual: Command[] = [];
  if (most > 0) usual.push({ ...c, vigor: most });
  if (pool && hero.pools[pool] > 0) usual.push({ ...c, lasting: 1 });
  const other: Command[] = [];
  for (let vigor = 0; vigor <= hero.pools.vigor; vigor++) {
    for (let lasting = 0; lasting <= (pool ? hero.pools[pool] : 0); lasting++) {
      if ((vigor === 0 && lasting === 0) || (vigor === most && lasting === 0) || (vigor === 0 && lasting === 1)) continue;
      other.push({ ...c, ...(vigor ? { vigor } : {}), ...(lasting ? { lasting } : {}) });
    }
  }
  return [usual, other];
}

/** SW-16: giving and declining the support roll of the unit beneath each own stack's top. */
function supportCandidates(view: BattleView, side: number): Command[] {
  const out: Command[] = [];
  for (const top of view.units.filter((u) => u.side === side && u.condition !== 'dead' && isTop(view, u))) {
    const below = supportUnit(view, top);
    if (below) out.push({ type: 'support', unitId: below.id, roll: true }, { type: 'support', unitId: below.id, roll: false });
  }
  return out;
}

/** HC-01: every level each own flier could fly to this action (appended last: nothing before moves). */
function flightCandidates(view: BattleView, side: number): Command[] {
  if (view.phase !== 'move' || view.actionsLeft <= 0) return [];
  const out: Command[] = [];
  for (const u of view.units.filter((x) => x.side === side && x.condition !== 'dead' && !x.moved && canFly(view, x))) {
    const { min, max } = flightRange(view, u);
    for (let altitude = min; altitude <= max; altitude++) out.push({ type: 'fly', unitId: u.id, altitude });
  }
  return out;
}

/** SW-08: every stance a hero could be given, up to its whole pools; check() keeps the allowed ones. */
function stanceCandidates(view: BattleView): Command[] {
  const out: Command[] = [];
  for (const h of view.heroes) {
    for (let defend = 0; defend <= Math.max(1, h.maxPools.instinct); defend++)
      for (let react = 0; react <= Math.max(1, h.maxPools.reason); react++) out.push({ type: 'heroStance', heroId: h.id, defend, react });
  }
  return out;
}

/**
 * HC-08/HC-09: each own hero alone and, where heroes work together, each group of them (its first in
 * the side's order leading, or with a Boost each in turn), at each skill of a two-skill task. check()
 * keeps what the limits, the square and the turn allow.
 */
function taskCandidates(view: BattleView, side: number): Command[] {
  const task = view.scenario.task;
  // HC-08: in the fight's move phase for a task during it; in the task stage for one before or after it.
  const now = task?.when === 'during' ? view.phase === 'move' && view.actionsLeft > 0 : view.phase === 'task';
  if (!task || task.side !== side || !now) return [];
  const heroes = view.heroes.filter((h) => h.side === side && h.unitId).map((h) => h.id);
  const skills = task.skills.length > 1 ? task.skills : [undefined];
  const groups: string[][] = [];
  const most = task.limits.together ? heroes.length : 1;
  for (let mask = 1; mask < 1 << heroes.length; mask++) {
    const group = heroes.filter((_, i) => mask & (1 << i));
    if (group.length <= most) groups.push(group);
  }
  groups.sort((a, b) => a.length - b.length);
  const out: Command[] = [];
  for (const group of groups)
    for (const heroId of task.boost ? group : group.slice(0, 1)) {
      const rest = group.filter((h) => h !== heroId);
      for (const skill of skills) out.push({ type: 'attemptTask', heroId, ...(rest.length ? { with: rest } : {}), ...(skill ? { skill } : {}) });
    }
  return out;
}
