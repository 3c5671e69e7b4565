import type { BattleEvent } from '../../../shared/battle/events.ts';
import type { BattleView } from '../../../shared/battle/model.ts';
import { skillName, type TaskRoll } from '../../../shared/battle/rules/task.ts';
import type { Degree } from '../../../shared/skills/d20.ts';

// HC-08/HC-09: an attempt at the step's task in the combat log: each hero's d20 (what it is worth,
// SC-01), the modifier's parts (SC-02 to SC-04), the total against the DC and the result (SC-05).

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** A combat log line (logFormat.ts LogLine's shape; not imported, which would make a cycle). */
interface LogLine {
  html: string;
  kind: 'info' | 'roll' | 'result';
}

export const DEGREE_WORDS: Record<Degree, string> = { criticalFailure: 'critical failure', failure: 'failure', success: 'success', criticalSuccess: 'critical success' };

const worth = (n: number) => (n === 1 ? '1 (worth −10)' : n === 20 ? '20 (worth 30)' : `${n}`);
const signed = (n: number) => (n < 0 ? `−${-n}` : `+${n}`);

function name(view: BattleView, id: string): string {
  const h = view.heroes.find((x) => x.id === id);
  return h ? `<strong class="side-${h.side}">${esc(h.name)}</strong>` : esc(id);
}

export function formatRollLine(r: TaskRoll): string {
  const m = r.modifier;
  const parts = [`ranks ${m.ranks}`, ...(m.ability ? [`ability ${signed(m.ability)}`] : []), ...m.bonuses.map((b) => `${b.type} ${signed(b.value)}`), ...m.penalties.map((p) => `${p.type} ${signed(-p.value)}`)];
  const dice = r.dice.length > 1 ? `d20 [${r.dice.join(' ')}] kept ${worth(r.natural)}` : `d20 ${worth(r.natural)}`;
  return `${dice} ${signed(m.total)} (${parts.join(', ')}) = <strong>${r.total}</strong>`;
}

export function formatTaskAttempt(e: Extract<BattleEvent, { type: 'taskAttempt' }>, view: BattleView): LogLine[] {
  const a = e.attempt;
  const who = a.heroes.map((id) => name(view, id)).join(' and ');
  // HC-08: an attempt in a task stage takes a turn of its own, not an action.
  const when = a.stage ? ` (${a.stage} the fight: one turn)` : '';
  const lines: LogLine[] = [{ kind: 'info', html: `★ ${who} ${a.heroes.length > 1 ? 'attempt the task together' : 'attempts the task'}${when}: ${esc(skillName(a.skill))} against DC ${a.dc}` }];
  for (const r of a.rolls) lines.push({ kind: 'roll', html: `${name(view, r.heroId)} ${esc(skillName(a.skill))}: ${formatRollLine(r)}${a.rolls.length > 1 && r.heroId === a.counted ? ' (best: counts)' : ''}` });
  const left = a.stage ? '' : `; ${e.actionsLeft} action${e.actionsLeft === 1 ? '' : 's'} left`;
  lines.push({ kind: 'result', html: `<strong>${DEGREE_WORDS[a.degree]}</strong>${e.done ? ': the task is done' : ''}${left}` });
  return lines;
}

/** HC-08: the task stage before or after the fight begins or ends. */
export function formatTaskStage(e: Extract<BattleEvent, { type: 'taskStage' }>, view: BattleView): LogLine[] {
  const side = `<strong class="side-${e.side}">${esc(view.sideNames[e.side] ?? `Side ${e.side + 1}`)}</strong>`;
  if (e.what === 'start') return [{ kind: 'info', html: `★ ${e.when === 'before' ? 'Before' : 'After'} the fight: ${side} attempt the task (${esc(e.reason)}); each attempt takes one turn` }];
  if (e.what === 'done') return [{ kind: 'result', html: `★ The task is done ${e.when} the fight${e.when === 'before' ? ': the fight begins' : ''}` }];
  return [{ kind: 'result', html: `★ The task ${e.when} the fight has failed: ${esc(e.reason)}` }];
}
