import type { BattleEvent } from '../../../shared/battle/events.ts';
import type { UnitState } from '../../../shared/battle/model.ts';
import type { Square } from '../../../shared/map/battleMap.ts';

// What the board animates for a batch of events, as plain data: the events say what happened (paths,
// rolls, conditions, captures); the units as they stood before the batch give where attacks happened
// and what a unit that died looked like. No rule is worked out here: every fact comes from an event.

export type Beat =
  /** A unit (and the units carried in its stack) slides along its path, square by square; `path` starts at its old square. */
  | { kind: 'move'; unitIds: string[]; path: Square[] }
  /**
   * An attack or a shot: the attacker lunges (melee) or a tracer flies (missile), then the defender
   * flashes and shakes when hit, with a short text; a defender that died fades out as `ghost`.
   */
  | { kind: 'strike'; attackerId: string; defenderId: string; from: Square | null; at: Square; missile: boolean; hit: boolean; text: string; ghost: UnitState | null }
  /** A short text over a square: a recovery, a hero's move. */
  | { kind: 'note'; at: Square; text: string; good: boolean }
  /** A resource node changed hands: its square pulses in the taker's colour. */
  | { kind: 'pulse'; at: Square; side: number }
  /** A unit placed or bought: it fades in. */
  | { kind: 'appear'; unitId: string; at: Square };

const WORD: Record<string, string> = { ok: 'OK', bloodied: 'Bloodied', broken: 'Broken', dead: 'Killed' };

/** The words over a hit unit: the damage, and the condition it left (the log has the dice). */
export function hitText(damage: number, before: string, after: string): string {
  if (damage <= 0 && before === after) return 'Held';
  const change = before !== after ? ` ${WORD[after] ?? after}` : '';
  return `${damage > 0 ? `-${damage}` : ''}${change}`.trim();
}

/** The beats of one batch, in order. `before` is the units as they stood when the batch was made. */
export function planBeats(events: readonly BattleEvent[], before: readonly UnitState[]): Beat[] {
  const where = new Map<string, Square>();
  const looks = new Map<string, UnitState>();
  for (const u of before) {
    looks.set(u.id, u);
    if (u.x >= 0 && u.condition !== 'dead') where.set(u.id, { x: u.x, y: u.y });
  }
  const beats: Beat[] = [];
  for (const e of events) {
    switch (e.type) {
      case 'moved': {
        const ids = [e.unitId, ...(e.carried ?? [])];
        beats.push({ kind: 'move', unitIds: ids, path: [e.from, ...e.path] });
        for (const id of ids) where.set(id, e.to);
        break;
      }
      // HC-05: a platform's move carries its units with it (each slides along its own line); a tip's slide.
      case 'platform': {
        const d = { x: Math.sign(e.to.x - e.from.x), y: Math.sign(e.to.y - e.from.y) };
        if (e.steps > 0)
          for (const id of e.carried) {
            const at = where.get(id);
            if (!at) continue;
            const path = Array.from({ length: e.steps + 1 }, (_, k) => ({ x: at.x + d.x * k, y: at.y + d.y * k }));
            beats.push({ kind: 'move', unitIds: [id], path });
            where.set(id, path[path.length - 1]);
          }
        if (e.tips) beats.push({ kind: 'note', at: { x: e.to.x, y: e.to.y }, text: `Platform ${e.index + 1} tips!`, good: false });
        break;
      }
      case 'platformTipped':
        beats.push({ kind: 'note', at: where.get(e.unitId) ?? { x: 0, y: 0 }, text: `Platform ${e.index + 1} tipped!`, good: false });
        break;
      case 'tipFooting': {
        if (!e.die || (e.from.x === e.to.x && e.from.y === e.to.y)) break;
        const n = Math.max(Math.abs(e.to.x - e.from.x), Math.abs(e.to.y - e.from.y));
        const d = { x: Math.sign(e.to.x - e.from.x), y: Math.sign(e.to.y - e.from.y) };
        beats.push({ kind: 'move', unitIds: [e.unitId], path: Array.from({ length: n + 1 }, (_, k) => ({ x: e.from.x + d.x * k, y: e.from.y + d.y * k })) });
        where.set(e.unitId, e.to);
        break;
      }
      case 'attack': {
        const at = where.get(e.defenderId);
        if (!at) break;
        const dead = e.after === 'dead';
        const ghost = dead && looks.get(e.defenderId) ? { ...looks.get(e.defenderId)!, ...at } : null;
        beats.push({ kind: 'strike', attackerId: e.attackerId, defenderId: e.defenderId, from: e.kind === 'phantom' ? null : (where.get(e.attackerId) ?? null), at, missile: e.kind === 'missile', hit: e.damage > 0 || e.before !== e.after, text: hitText(e.damage, e.before, e.after), ghost });
        if (dead) where.delete(e.defenderId);
        break;
      }
      case 'recovered': {
        const at = where.get(e.unitId);
        if (at) beats.push({ kind: 'note', at, text: `Recovered: ${WORD[e.to] ?? e.to}`, good: true });
        break;
      }
      case 'nodeTaken':
        beats.push({ kind: 'pulse', at: e.at, side: e.side });
        break;
      case 'deployed':
      case 'bought':
        beats.push({ kind: 'appear', unitId: e.unitId, at: e.at });
        where.set(e.unitId, e.at);
        break;
      case 'heroMoved': {
        const at = where.get(e.to);
        if (at) beats.push({ kind: 'note', at, text: '★ joins', good: true });
        break;
      }
      case 'heroLost': {
        const at = where.get(e.unitId);
        if (at) beats.push({ kind: 'note', at, text: '★ lost', good: false });
        break;
      }
    }
  }
  return beats;
}

/** Normal-pace timings in ms: `lead` until the next beat may start, `length` until this one is over. */
export function timing(b: Beat): { lead: number; length: number } {
  switch (b.kind) {
    case 'move': {
      const t = Math.max(260, (b.path.length - 1) * 150);
      return { lead: t, length: t };
    }
    case 'strike':
      return { lead: 720, length: b.ghost ? 1300 : 1150 };
    case 'note':
      return { lead: 350, length: 1000 };
    case 'pulse':
      return { lead: 400, length: 900 };
    case 'appear':
      return { lead: 120, length: 320 };
  }
}

/** Where the strike's parts fall within its length (ms at normal pace). */
export const STRIKE = { lunge: 240, impact: 240, flash: 380, fadeFrom: 380, fadeTo: 1300 } as const;

/**
 * The squares a beat shows something on, the last being where it ends (a move's last square, the unit
 * struck), for the camera to follow it. None for a unit appearing: a deployment places many at once
 * and the camera would only jump between them.
 */
export function beatSquares(b: Beat): Square[] {
  switch (b.kind) {
    case 'move':
      return b.path;
    case 'strike':
      return b.from ? [b.from, b.at] : [b.at];
    case 'note':
    case 'pulse':
      return [b.at];
    case 'appear':
      return [];
  }
}
