import type { Command } from '../../shared/battle/commands.ts';
import type { Square } from '../../shared/map/battleMap.ts';

// Looks things up in the engine's list of legal commands (legalCommands): which squares a unit may
// move to, whom it may shoot, where a hero may go. Indexing only: what is legal is the engine's say.

export type MoveCommand = Extract<Command, { type: 'move' }>;
export type AttackCommand = Extract<Command, { type: 'attack' | 'shoot' }>;

/** A command as a string with its keys in a fixed order, so two equal commands compare equal. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .filter((k) => o[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v);
}

export const sameCommand = (a: Command, b: Command): boolean => canonical(a) === canonical(b);

export const isLegal = (legal: Command[], c: Command): boolean => legal.some((l) => sameCommand(l, c));

const uniqueSquares = (squares: Square[]): Square[] => {
  const seen = new Set<string>();
  return squares.filter((s) => !seen.has(`${s.x},${s.y}`) && !!seen.add(`${s.x},${s.y}`));
};

/** Squares the unit may move to alone. */
export function movesOf(legal: Command[], unitId: string): Square[] {
  return legal.flatMap((c) => (c.type === 'move' && c.unitId === unitId && !c.withStack ? [c.to] : []));
}

/** SW-16: squares the whole stack under its top `topId` may move to. */
export function stackMovesOf(legal: Command[], topId: string): Square[] {
  return uniqueSquares(legal.flatMap((c) => (c.type === 'move' && c.unitId === topId && c.withStack ? [c.to] : [])));
}

export function deploySquaresOf(legal: Command[], unitId: string): Square[] {
  return legal.flatMap((c) => (c.type === 'deploy' && c.unitId === unitId ? [c.to] : []));
}

const ids = (list: string[]) => [...new Set(list)];

export function shotsOf(legal: Command[], unitId: string): string[] {
  return ids(legal.flatMap((c) => (c.type === 'shoot' && c.unitId === unitId ? [c.targetId] : [])));
}

export function attacksOf(legal: Command[], unitId: string): string[] {
  return ids(legal.flatMap((c) => (c.type === 'attack' && c.unitId === unitId ? [c.targetId] : [])));
}

/** Units that may fire now. */
export function shooters(legal: Command[]): string[] {
  return ids(legal.flatMap((c) => (c.type === 'shoot' ? [c.unitId] : [])));
}

/** SW-07: own units the hero may move to. */
export function heroTargetsOf(legal: Command[], heroId: string): string[] {
  return legal.flatMap((c) => (c.type === 'moveHero' && c.heroId === heroId ? [c.toUnitId] : []));
}

/** SW-16: the command that changes the support choice of the unit beneath a stack's top, if offered. */
export function supportChangeOf(legal: Command[], unitId: string, current: boolean): Extract<Command, { type: 'support' }> | undefined {
  return legal.find((c): c is Extract<Command, { type: 'support' }> => c.type === 'support' && c.unitId === unitId && c.roll !== current);
}

/** SW-10: own units on the board the waiting hero may be placed with. */
export function heroHostsOf(legal: Command[], heroId: string): string[] {
  return legal.flatMap((c) => (c.type === 'placeHero' && c.heroId === heroId ? [c.unitId] : []));
}

/** SW-16 with HC-01: a reorder of the unit's own stack (one level's pile) is offered, not just one on its square. */
export function canReorderStackOf(legal: Command[], unitId: string): boolean {
  return legal.some((c) => c.type === 'reorder' && c.order.includes(unitId));
}

/** Whether a command of this type (for this unit) is on offer. */
export function has(legal: Command[], type: Command['type'], unitId?: string): boolean {
  return legal.some((c) => c.type === type && (unitId === undefined || ('unitId' in c && c.unitId === unitId)));
}
