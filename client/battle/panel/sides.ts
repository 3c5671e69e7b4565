import type { Scenario } from '../../../shared/battle/scenario.ts';
import type { BattleView } from '../../../shared/battle/model.ts';
import { esc, list, sideShape } from './html.ts';
import { typeName } from './words.ts';
import { isAlly } from '../../../shared/battle/rules/teams.ts';
import { inactiveWhy } from '../../../shared/battle/rules/contested.ts';

// The sides and their resources, and the scenario's goals.

/** Each side: seat, allies (SW-01 teams), RP and nodes held. */
export function sidesHtml(view: BattleView, seats: { side: number; name: string; taken: boolean; connected: boolean; player?: string | null; scripted?: boolean }[], mySide: number): string {
  const nodes = view.map.nodes.length;
  return seats
    .map((s) => {
      const held = view.nodeOwners.filter((o) => o === s.side).length;
      // HC-01: how many of the side's living units are outside the cube (inactive for victory).
      const out = view.units.filter((u) => u.side === s.side && u.condition !== 'dead' && inactiveWhy(view, u)).length;
      const status = s.scripted ? 'scripted opponent' : !s.taken ? 'empty seat' : s.connected ? 'connected' : 'disconnected';
      const allies = view.sideNames.flatMap((name, side) => (isAlly(view, s.side, side) ? [`<span class="side-${side}">${sideShape(side)} ${esc(name)}</span>`] : []));
      return (
        `<div class="side-card${view.active === s.side && view.phase !== 'over' ? ' active' : ''}" title="${esc(s.name)}: ${status}">` +
        `<div class="side-${s.side} side-name"><strong>${sideShape(s.side)} ${esc(s.name)}</strong>${s.side === mySide ? ' <span class="you">you</span>' : ''}</div>` +
        // The player's display name (escaped: it is what a player typed).
        `${s.player ? `<div class="player small">${esc(s.player)}</div>` : ''}` +
        `<div class="rp"><strong>${view.resources[s.side] ?? 0}</strong> RP${nodes ? ` · <span title="resource nodes held">${held}/${nodes} node${nodes === 1 ? '' : 's'}</span>` : ''}` +
        `${status === 'connected' ? '' : ` · <span class="warn">${status}</span>`}</div>` +
        `${out ? `<div class="small warn" title="outside the cube — inactive: they do not count for victory">${out} outside the cube — inactive</div>` : ''}` +
        `${allies.length ? `<div class="allies small">allied with ${list(allies)}</div>` : ''}</div>`
      );
    })
    .join('');
}

/** The scenario's goals in short, so the resource numbers have a reason. */
/**
 * The win conditions in words; with `turn` (a turn under way, 1 or more) the turn limit also says how
 * many turns are left, so the players see the countdown without counting.
 */
export function goalsText(scenario: Scenario | undefined, turn?: number): string {
  if (!scenario) return '';
  const w = scenario.win;
  const parts: string[] = [];
  if (w.destroy) parts.push('destroy the enemy');
  if (w.nodesAfter) parts.push(`hold more nodes after turn ${w.nodesAfter}`);
  if (w.mostUnitsAfter) parts.push(`more units standing after turn ${w.mostUnitsAfter}`);
  if (w.hold) parts.push(`alone hold the ${w.hold.area === 'cube' ? 'cube' : 'area'} ${w.hold.turns} turns running`);
  if (w.escape) parts.push(`${typeName(w.escape.unitType)} reach the far edge`);
  const teams = scenario.sides.some((s) => s.team !== undefined) ? ' Allies win together.' : '';
  const cube = w.contested ? ` Only units inside the cube count${w.contested.outIsOut ? ', and one that leaves it is out for good' : ''}.` : '';
  const win = parts.length ? `Win: ${list(parts, 'or')}.${teams}${cube}` : '';
  if (!w.lastTurn) return win;
  const left = turn !== undefined && turn >= 1 ? w.lastTurn - turn : null;
  const countdown = left === null || left < 0 ? '' : left === 0 ? ` This is the last turn.` : ` Turn ${turn} of ${w.lastTurn}: ${left} more after this one.`;
  return `${win} Otherwise a draw after turn ${w.lastTurn}.${countdown}`;
}

