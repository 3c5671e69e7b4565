import type { BattleEvent } from '../../../shared/battle/events.ts';
import type { BattleView } from '../../../shared/battle/model.ts';
import { opposedOdds } from '../../../shared/battle/rules/odds.ts';

// The end of a battle in numbers, from the combat log's events: each side's losses, and its dice luck
// against expectation. Every opposed roll in the log carries the dice each side rolled (ability,
// bonus and penalty dice), so the exact chance the attacker had of winning it is the rules' own
// opposedOdds of those dice; a side's luck is the rolls it won minus the rolls it was expected to win.

export interface SideLuck {
  side: number;
  /** Opposed rolls this side took part in, attacking or defending. */
  rolls: number;
  won: number;
  /** Expected wins: the sum of its chances to win each of them. */
  expected: number;
  /** Attacks and shots it made that hit (damage dealt), and how many it was expected to land. */
  hits: number;
  expectedHits: number;
  /** Its attacks and shots, and the damage they were expected to deal against what they dealt. */
  attacks: number;
  damage: number;
  expectedDamage: number;
}

export interface SideLosses {
  side: number;
  /** Units killed (each time one died, counting a unit brought back and killed again twice). */
  killed: number;
  /** Units standing at the end, and of them bloodied or broken. */
  standing: number;
  hurt: number;
}

type AttackEvent = Extract<BattleEvent, { type: 'attack' }>;

/** Which side a unit (or, for a phantom attack, a hero's unit) belongs to. */
function sideOf(v: BattleView, id: string): number | undefined {
  return v.units.find((u) => u.id === id)?.side ?? v.reserves.find((u) => u.id === id)?.side ?? v.heroes.find((h) => h.id === id)?.side;
}

/** The attacker's exact chance of winning this opposed roll, from the dice both sides rolled. */
export function attackerChance(e: AttackEvent): { win: number; damage: number } {
  const { a, b } = e.roll;
  const odds = opposedOdds({ attack: a.ability, defend: b.ability, attackBonus: a.bonus, attackPenalty: a.penalty, defendBonus: b.bonus, defendPenalty: b.penalty });
  return { win: odds.attackerWins, damage: odds.expectedDamage };
}

/** Each side's dice luck over the log's opposed rolls (sides that rolled nothing included, with zeros). */
export function luckBySide(v: BattleView, events: BattleEvent[]): SideLuck[] {
  const out: SideLuck[] = v.sideNames.map((_, side) => ({ side, rolls: 0, won: 0, expected: 0, hits: 0, expectedHits: 0, attacks: 0, damage: 0, expectedDamage: 0 }));
  for (const e of events) {
    if (e.type !== 'attack') continue;
    const as = sideOf(v, e.attackerId);
    const ds = sideOf(v, e.defenderId);
    const { win, damage } = attackerChance(e);
    const aWon = e.roll.winner === 'a';
    const att = as === undefined ? undefined : out[as];
    const def = ds === undefined ? undefined : out[ds];
    if (att) {
      att.rolls++;
      att.won += aWon ? 1 : 0;
      att.expected += win;
      att.attacks++;
      att.hits += aWon ? 1 : 0;
      att.expectedHits += win;
      // Extra Damage (a hero's secret) is not in the opposed roll's odds: the chart's damage alone is compared.
      att.damage += aWon ? e.damage - e.extra : 0;
      att.expectedDamage += damage;
    }
    if (def) {
      def.rolls++;
      def.won += aWon ? 0 : 1;
      def.expected += 1 - win;
    }
  }
  return out;
}

/** Each side's losses: units killed in the log, and how the survivors stand at the end. */
export function lossesBySide(v: BattleView, events: BattleEvent[]): SideLosses[] {
  return v.sideNames.map((_, side) => {
    const killed = events.filter((e): e is AttackEvent => e.type === 'attack' && e.after === 'dead' && sideOf(v, e.defenderId) === side).length;
    const alive = v.units.filter((u) => u.side === side && u.condition !== 'dead');
    return { side, killed, standing: alive.length, hurt: alive.filter((u) => u.condition !== 'ok').length };
  });
}

/** Luck in words: "+1.3 rolls won above expectation (5 of 8, expected 3.7)". */
export function luckWords(l: SideLuck): string {
  if (!l.rolls) return 'no opposed rolls';
  const diff = l.won - l.expected;
  const sign = diff >= 0.05 ? '+' : diff <= -0.05 ? '−' : '±';
  const how = Math.abs(diff) < 0.05 ? 'as expected' : diff > 0 ? 'above expectation' : 'below expectation';
  return `${sign}${Math.abs(diff).toFixed(1)} rolls won ${how} (won ${l.won} of ${l.rolls}, expected ${l.expected.toFixed(1)})`;
}
