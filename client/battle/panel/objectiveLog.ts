import type { BattleEvent } from '../../../shared/battle/events.ts';
import type { BattleView } from '../../../shared/battle/model.ts';

// HC-06 in the combat log: countdowns going down, stopping or running out, the blast, a failed task
// (and its Death Trap) and objectives used (the Victory Button, a control board, a device, the Point
// of Advantage's key). Every name is escaped: a scenario's text is data, never markup.

/** A combat log line (logFormat.ts LogLine's shape; not imported, which would make a cycle). */
interface LogLine {
  html: string;
  kind: 'phase' | 'move' | 'roll' | 'info' | 'result' | 'narration';
}

type ObjectiveEvent = Extract<BattleEvent, { type: 'countdown' | 'blast' | 'taskFailed' | 'objective' | 'reserves' | 'healed' | 'emerged' | 'breach' }>;

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const unit = (view: BattleView, id: string) => {
  const u = view.units.find((x) => x.id === id);
  return u ? `<span class="side-${u.side}">${esc(u.name)} (${esc(u.id)})</span>` : esc(id);
};
const WHAT: Record<string, string> = { 'victory-button': 'presses the Victory Button', 'control-board': 'works the control board', defusing: 'tries to defuse a device', 'advantage-task': "tries the Point of Advantage's key to victory", 'advantage-controls': "works the Point of Advantage's controls" };

export function formatObjectiveEvent(e: ObjectiveEvent, view: BattleView): LogLine[] {
  switch (e.type) {
    case 'countdown': {
      const name = esc(e.name);
      if (e.what === 'stopped') return [{ kind: 'result', html: `${name} stopped: ${esc(e.why ?? '')}` }];
      if (e.what === 'ended') return [{ kind: 'result', html: `${name} reaches <strong>0</strong>${e.roll ? ` (down ${e.roll.join('+')})` : ''}` }];
      return [{ kind: 'info', html: e.left === undefined ? `${name} ticks on (you cannot read it)` : `${name}: <strong>${e.left}</strong> left (down ${e.roll?.length ? e.roll.join('+') : 0}${e.kind === 'time-limit' ? ' −1' : ''})` }];
    }
    case 'blast':
      return [
        { kind: 'roll', html: `${esc(e.name)}: the blast deals <span class="dice">[${e.dice.join(' ')}]</span> = <strong>${e.damage}</strong> damage to everything on the board` },
        ...e.hit.map((h) => ({ kind: 'result' as const, html: `${unit(view, h.unitId)}: ${h.before} → <strong>${h.after}</strong>` })),
      ];
    case 'reserves':
      return e.rolls.map((r) => ({
        kind: r.unitId ? ('move' as const) : ('roll' as const),
        html: `${r.name ? `${esc(r.name)} (Relationship), ${esc(view.sideNames[r.side] ?? '')}, arrives` : `Reserves, ${esc(view.sideNames[r.side] ?? '')}: <span class="dice">[${r.roll}]</span> (enters on ${e.entersOn}+)`}: ${r.unitId ? `${unit(view, r.unitId)}${r.heroId ? ` with ★ ${esc(view.heroes.find((h) => h.id === r.heroId)?.name ?? r.heroId)}` : ''} comes on at (${r.at!.x},${r.at!.y})` : r.noRoom ? 'no free square to come on: waits' : 'waits'}`,
      }));
    case 'breach':
      return [
        { kind: 'roll', html: `${unit(view, e.unitId)} attacks the ${esc(e.wall)} wall at (${e.at.x},${e.at.y}): <span class="dice">[${e.roll.a.dice.join(' ')}]</span> <strong>${e.roll.finalA}</strong> against Defend ${e.defend} <span class="dice">[${e.roll.b.dice.join(' ')}]</span> <strong>${e.roll.finalB}</strong>` },
        { kind: e.broken ? 'result' : 'info', html: `${e.broken ? 'A breach: the square is open' : 'The wall holds'}; ${e.actionsLeft} action${e.actionsLeft === 1 ? '' : 's'} left` },
      ];
    case 'emerged':
      return [{ kind: 'move', html: `Already There, ${esc(view.sideNames[e.side] ?? '')}: ${unit(view, e.unitId)}${e.heroId ? ` with ★ ${esc(view.heroes.find((h) => h.id === e.heroId)?.name ?? e.heroId)}` : ''} comes out of concealment at (${e.at.x},${e.at.y})` }];
    case 'healed':
      return e.healed.map((h) => ({ kind: 'result' as const, html: `Point of Advantage (healing device): ${unit(view, h.unitId)} ${h.from} → <strong>${h.to}</strong>` }));
    case 'taskFailed':
      return [{ kind: 'result', html: `The task has failed: ${esc(e.reason)}${e.deathTrap ? `; ${esc(e.deathTrap)}` : ''}` }];
    case 'objective': {
      const who = `${unit(view, e.unitId)}${e.heroId ? ` (${esc(view.heroes.find((h) => h.id === e.heroId)?.name ?? e.heroId)})` : ''}`;
      const roll = e.check ? ` — ${esc(e.check.skill)} <span class="dice">[${e.check.dice.join(' ')}]</span> total <strong>${e.check.total}</strong> vs DC ${e.check.dc}: ${e.check.success ? 'success' : 'failure'}` : '';
      return [{ kind: e.check && !e.check.success ? 'info' : 'result', html: `${who} ${WHAT[e.what]} at (${e.at.x},${e.at.y})${roll}: ${esc(e.result)}; ${e.actionsLeft} action${e.actionsLeft === 1 ? '' : 's'} left` }];
    }
  }
}
