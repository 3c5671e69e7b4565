import type { Command } from '../../../shared/battle/commands.ts';
import type { BattleView, UnitState } from '../../../shared/battle/model.ts';
import { breachOdds, wallAt } from '../../../shared/battle/rules/walls.ts';
import { esc, pct } from './html.ts';

// HC-06 breakable walls: the selected unit's first wall square on offer (legalCommands'), as a
// button's command, words and the exact chance of breaking it (rules/walls.ts breachOdds).

export function breachOffer(v: BattleView, legal: readonly Command[], unit: UnitState | null): { command: Command; label: string; title: string } | null {
  if (!unit) return null;
  const c = legal.find((x): x is Extract<Command, { type: 'breach' }> => x.type === 'breach' && x.unitId === unit.id);
  const w = c ? wallAt(v.map, c.at) : null;
  if (!c || !w) return null;
  const chance = pct(breachOdds(unit, w.wall).attackerWins);
  return {
    command: c,
    label: esc(`Break wall (${c.at.x}, ${c.at.y}) ${chance}`),
    title: `${unit.name} attacks the ${w.wall.name} wall: Attack ${unit.attack} against Defend ${w.wall.defend} (resistance ${w.wall.resistance}), ${chance} to break it open; one action, its attack of the turn`,
  };
}
