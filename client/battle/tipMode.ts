import { TIP_DIRS, type Command } from '../../shared/battle/commands.ts';
import type { Square } from '../../shared/map/battleMap.ts';

// HC-05 a pilot deliberately tipping its platform: what the client offers comes from legalCommands
// (the view's own verdict); this only reads it and turns a clicked square into the way it lies.

export type TipCommand = Extract<Command, { type: 'tipPlatform' }>;
export type TipDir = TipCommand['dir'];

/** The ways the engine offers this unit to tip its platform now (none when it may not). */
export function tipsOf(legal: readonly Command[], unitId: string): TipCommand[] {
  return legal.filter((c): c is TipCommand => c.type === 'tipPlatform' && c.unitId === unitId);
}

const STEPS: Record<TipDir, Square> = { n: { x: 0, y: -1 }, ne: { x: 1, y: -1 }, e: { x: 1, y: 0 }, se: { x: 1, y: 1 }, s: { x: 0, y: 1 }, sw: { x: -1, y: 1 }, w: { x: -1, y: 0 }, nw: { x: -1, y: -1 } };
export const TIP_ARROWS: Record<TipDir, string> = { n: '↑', ne: '↗', e: '→', se: '↘', s: '↓', sw: '↙', w: '←', nw: '↖' };
export const TIP_WORDS: Record<TipDir, string> = { n: 'north', ne: 'north-east', e: 'east', se: 'south-east', s: 'south', sw: 'south-west', w: 'west', nw: 'north-west' };

/** The way from the pilot's square toward a clicked one (of the 8), or null for its own square. */
export function tipToward(from: Square, at: Square): TipDir | null {
  const d = { x: Math.sign(at.x - from.x), y: Math.sign(at.y - from.y) };
  return TIP_DIRS.find((k) => STEPS[k].x === d.x && STEPS[k].y === d.y) ?? null;
}
