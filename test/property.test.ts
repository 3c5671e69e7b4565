import fc from 'fast-check';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import unitData from '../shared/data/units.json' with { type: 'json' };
import { apply, createBattle } from '../shared/battle/reducer/apply.ts';
import { hashState } from '../shared/core/hash.ts';
import { legalCommands } from '../shared/battle/queries/legal.ts';
import { replay, type LoggedCommand } from '../shared/battle/replay.ts';
import { scenarioById, SCENARIOS } from '../shared/battle/scenario.ts';
import type { Command } from '../shared/battle/commands.ts';
import type { BattleState } from '../shared/battle/model.ts';
import { viewFor } from '../shared/battle/queries/view.ts';
import { isEnemy } from '../shared/battle/rules/teams.ts';
import { loadMapRegistry } from '../server/maps/loadMaps.ts';

// Random play on random seeds, over every scenario (2 to 6 sides, with and without teams), checking
// that legalCommands() and apply() agree both ways:
//  (a) every command legalCommands() offers, apply() accepts;
//  (b) every command apply() accepts, out of a broad set built here without asking the engine what
//      is legal, legalCommands() offers.
// and that play never breaks an invariant and replays to the same hash.
//
// The broad set of (b): every unit (placed, dead or waiting) to every square for move and deploy,
// with and without its stack; every unit at every unit for shoot and attack, spending 0..2 Vigor and
// 0..2 Lasting Damage; every hero to every unit for moveHero, reviveHero and placeHero; stances 0..3 x 0..3;
// giving and declining the support roll (SW-16) for every unit;
// buying every unit type of units.json; reviving every unit; every permutation of every stack, as a
// reorder and as the order of a stack moving together; and the bare commands.
//
// One documented exception (shared/battle/queries/legal.ts): a stack's new order. apply() takes any
// permutation; legalCommands() lists the stack reversed only. So a command with an `order` counts as
// offered when the same command is offered with some order ("up to the order").

const root = join(import.meta.dirname, '..');
const maps = loadMapRegistry(join(root, 'maps'), join(root, 'public'));
const UNIT_TYPE_IDS = unitData.units.map((u) => u.id);

function invariants(s: BattleState): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const u of s.units) {
    if (u.condition === 'dead') continue;
    if (u.x < 0 || u.y < 0 || u.x >= s.map.width || u.y >= s.map.height) problems.push(`${u.id} outside the map`);
    // SW-16: own units may stack, each at its own level; units of two sides (enemies or allies) never share a square.
    const key = `${u.x},${u.y}`;
    const other = seen.get(key);
    if (other) {
      const o = s.units.find((x) => x.id === other)!;
      if (o.side !== u.side) problems.push(`${u.id} shares ${key} with ${o.id} of another side`);
      if (o.level === u.level) problems.push(`${u.id} and ${o.id} have the same stack level at ${key}`);
    }
    seen.set(key, u.id);
  }
  // SW-07: a hero is with a living unit of its side, one hero a unit. SW-10: none is left waiting after
  // the set-up: a hero without a unit is lost, which needs its unit to have died (and, before the first
  // resource phase, to be dead still).
  const hosts = new Set<string>();
  const noneDied = s.turn === 1 && s.phase !== 'resources' && !s.units.some((u) => u.condition === 'dead');
  for (const h of s.heroes) {
    if (!h.unitId) {
      if (s.phase !== 'deploy' && noneDied) problems.push(`${h.id} has no unit though no unit has died`);
      continue;
    }
    const u = s.units.find((x) => x.id === h.unitId);
    if (!u || u.side !== h.side || u.condition === 'dead') problems.push(`${h.id} is with ${h.unitId}, not a living unit of its side`);
    if (hosts.has(h.unitId)) problems.push(`two heroes with ${h.unitId}`);
    hosts.add(h.unitId);
  }
  s.resources.forEach((r, side) => r < 0 && problems.push(`side ${side} has ${r} RP`));
  if (s.actionsLeft < 0) problems.push('negative actions');
  return problems;
}

/** One spelling per meaning: absent, false and 0 options are the same command to apply(). */
function canonical(c: Command, upToOrder = false): string {
  const o: Record<string, unknown> = { ...c };
  for (const k of ['vigor', 'lasting'] as const) if (!o[k]) delete o[k];
  if (!o.withStack) delete o.withStack;
  if (upToOrder && Array.isArray(o.order)) o.order = [...(o.order as string[])].sort();
  return JSON.stringify(Object.keys(o).sort().map((k) => [k, o[k]]));
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((x, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((p) => [x, ...p]));
}

/** The broad candidate set of (b), from the state's plain data only. */
function broadCandidates(s: BattleState): Command[] {
  const out: Command[] = [{ type: 'endPhase' }, { type: 'pass' }, { type: 'buyAction' }, { type: 'deployAll' }];
  const all = [...s.units, ...s.reserves];
  const squares: { x: number; y: number }[] = [];
  for (let y = 0; y < s.map.height; y++) for (let x = 0; x < s.map.width; x++) squares.push({ x, y });
  for (const u of all) {
    for (const to of squares) {
      out.push({ type: 'move', unitId: u.id, to }, { type: 'move', unitId: u.id, to, withStack: true }, { type: 'deploy', unitId: u.id, to });
    }
    for (const t of all) {
      for (let vigor = 0; vigor <= 2; vigor++)
        for (let lasting = 0; lasting <= 2; lasting++) {
          out.push({ type: 'shoot', unitId: u.id, targetId: t.id, vigor, lasting }, { type: 'attack', unitId: u.id, targetId: t.id, vigor, lasting });
        }
    }
    out.push({ type: 'recover', unitId: u.id }, { type: 'revive', unitId: u.id }, { type: 'support', unitId: u.id, roll: true }, { type: 'support', unitId: u.id, roll: false });
  }
  for (const h of s.heroes) {
    for (const u of all) {
      out.push({ type: 'moveHero', heroId: h.id, toUnitId: u.id }, { type: 'reviveHero', heroId: h.id, unitId: u.id }, { type: 'placeHero', heroId: h.id, unitId: u.id });
    }
    for (let defend = 0; defend <= 3; defend++) for (let react = 0; react <= 3; react++) out.push({ type: 'heroStance', heroId: h.id, defend, react });
  }
  for (const unitType of UNIT_TYPE_IDS) out.push({ type: 'buy', unitType });
  // Stacks: living units sharing a square. Tall stacks are capped at 5! orders to keep the test quick.
  const stacks = new Map<string, BattleState['units']>();
  for (const u of s.units) if (u.condition !== 'dead') stacks.set(`${u.x},${u.y}`, [...(stacks.get(`${u.x},${u.y}`) ?? []), u]);
  for (const stack of stacks.values()) {
    if (stack.length < 2) continue;
    const at = { x: stack[0].x, y: stack[0].y };
    const top = stack.reduce((a, b) => (b.level > a.level ? b : a));
    // Every step costs at least 1, so nothing beyond Move squares away is worth trying with each order.
    const near = squares.filter((sq) => Math.max(Math.abs(sq.x - at.x), Math.abs(sq.y - at.y)) <= top.move);
    for (const order of permutations(stack.map((u) => u.id)).slice(0, 120)) {
      out.push({ type: 'reorder', at, order });
      for (const to of near) out.push({ type: 'move', unitId: top.id, to, withStack: true, order });
    }
  }
  return out;
}

/** Walks a random game of legal commands, calling `visit` on every state it passes through. */
function randomPlay(
  scenarioId: string,
  seed: number,
  choices: number[],
  visit: (s: BattleState, step: number) => void,
  chosen: (s: BattleState, command: Command) => void = () => {},
): { state: BattleState; log: LoggedCommand[] } {
  const scenario = scenarioById(scenarioId)!;
  const created = createBattle(scenario, maps.get(scenario.map)!.battle, seed, { deployment: 'players' });
  if (!created.ok) throw new Error(created.error.message);
  let s = created.state;
  const log: LoggedCommand[] = [];
  for (const [step, pick] of choices.entries()) {
    if (s.phase === 'over') break;
    visit(s, step);
    const legal = legalCommands(viewFor(s, s.active), s.active);
    expect(legal.length).toBeGreaterThan(0);
    // A stance or a support choice is free and never ends anything: drawn only now and then, or play would stall.
    const moving = legal.filter((c) => c.type !== 'heroStance' && c.type !== 'support');
    const from = pick % 6 === 0 || !moving.length ? legal : moving;
    const command = from[pick % from.length];
    chosen(s, command);
    const r = apply(s, s.active, command);
    if (!r.ok) throw new Error(`legal command refused: ${JSON.stringify(command)} ${r.error.message}`);
    log.push({ side: s.active, command });
    s = r.state;
  }
  return { state: s, log };
}

describe.each(SCENARIOS.map((s) => [s.id]))('scenario %s: random legal play', (id) => {
  const scenario = scenarioById(id)!;
  const map = maps.get(scenario.map)!.battle;

  it('SW-14 keeps every invariant, the dead never act, a unit moves/shoots/recovers at most once a turn, and replays to the same hash', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.array(fc.nat(), { minLength: 20, maxLength: 200 }), (seed, choices) => {
        const used = new Map<string, number>();
        const { state, log } = randomPlay(
          id,
          seed,
          choices,
          (s) => expect(invariants(s)).toEqual([]),
          (s, command) => {
            if ('unitId' in command && command.type !== 'revive') expect(s.units.find((u) => u.id === command.unitId)?.condition).not.toBe('dead');
            // SW-01 teams: what is offered never targets a unit of the attacker's own side or of an ally.
            if (command.type === 'attack' || command.type === 'shoot') {
              const [a, t] = [command.unitId, command.targetId].map((id) => s.units.find((u) => u.id === id)!.side);
              expect(isEnemy(s, a, t)).toBe(true);
            }
            if (command.type === 'move' || command.type === 'recover' || (command.type === 'shoot' && s.phase === 'move')) {
              const key = `${s.turn}:${command.type}:${command.unitId}`;
              used.set(key, (used.get(key) ?? 0) + 1);
              expect(used.get(key)).toBe(1);
            }
          },
        );
        expect(invariants(state)).toEqual([]);
        const again = replay(scenario, map, seed, log, { deployment: 'players' });
        if (!again.ok) throw new Error(again.error.message);
        expect(hashState(again.state)).toBe(hashState(state));
      }),
      { numRuns: 25, seed: 4242 },
    );
  });

  it('(a) every command legalCommands offers is accepted by apply', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.array(fc.nat(), { minLength: 20, maxLength: 200 }), (seed, choices) => {
        randomPlay(id, seed, choices, (s, step) => {
          if (step % 7) return;
          for (const command of legalCommands(viewFor(s, s.active), s.active)) {
            const r = apply(s, s.active, command);
            if (!r.ok) throw new Error(`offered but refused: ${JSON.stringify(command)} ${r.error.code} ${r.error.message}`);
          }
        });
      }),
      // Each run walks a whole game and tries every offered command: shrinking would take minutes, and
      // the message already names the command and the state's phase.
      { numRuns: 10, seed: 777, endOnFailure: true },
    );
  });

  it('(b) every command apply accepts, from a broad set built without the engine, is offered by legalCommands', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), fc.array(fc.nat(), { minLength: 20, maxLength: 150 }), (seed, choices) => {
        randomPlay(id, seed, choices, (s, step) => {
          if (step % 11) return;
          const offered = new Set(legalCommands(viewFor(s, s.active), s.active).map((c) => canonical(c)));
          const offeredUpToOrder = new Set(legalCommands(viewFor(s, s.active), s.active).map((c) => canonical(c, true)));
          for (const side of s.sideNames.keys()) {
            if (side !== s.active) expect(legalCommands(viewFor(s, side), side)).toEqual([]);
            for (const command of side === s.active ? broadCandidates(s) : [{ type: 'endPhase' } as const, { type: 'pass' } as const]) {
              const r = apply(s, side, command);
              if (!r.ok) {
                expect(r.state).toBe(s);
                continue;
              }
              const listed = offered.has(canonical(command)) || ('order' in command && offeredUpToOrder.has(canonical(command, true)));
              if (!listed) throw new Error(`accepted but not offered: ${JSON.stringify(command)} in phase ${s.phase}`);
            }
          }
        });
      }),
      { numRuns: 3, seed: 99, endOnFailure: true },
    );
  });
});
