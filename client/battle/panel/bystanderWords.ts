import type { BattleEvent } from '../../../shared/battle/events.ts';
import type { BattleView } from '../../../shared/battle/model.ts';
import { bystanderCount, guarded, trapOpen } from '../../../shared/battle/rules/bystanders.ts';
import type { BystanderGroup, Square } from '../../../shared/map/battleMap.ts';
import type { TipBlock } from '../board/tooltip.ts';

/** HC-06 with HC-08: when the trap closes on those in it, by the task's timing. */
const DEATH_TRAP_WORDS = {
  before: 'In the Death Trap: they die if the task before the fight fails (given up, or its Time Limit run out).',
  during: 'In the Death Trap: they die if the task fails or the fight ends with it not done.',
  after: 'In the Death Trap: they die if the task fails (the Time Limit running out in the fight, or the task after it given up or run out).',
} as const;

// HC-06 Innocent Bystanders and Hostage Situation in words: a square's tooltip (quoting the text), the
// banner's count and the combat log's lines. Everything from the view (map.bystanders) through the
// rules' own queries (shared/battle/rules/bystanders.ts): the client keeps no copy of a rule.

interface LogLine {
  html: string;
  kind: 'phase' | 'move' | 'roll' | 'info' | 'result' | 'narration';
}

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const effect = (v: Pick<BattleView, 'map'>, id: string) => v.map.complications?.find((c) => c.id === id)?.effect;

/** "3 bystanders", "1 hostage", "an important hostage". */
export function peopleWords(g: Pick<BystanderGroup, 'count' | 'who'>): string {
  if (g.who === 'important-hostage') return 'an important hostage';
  const one = g.who === 'bystanders' ? 'bystander' : 'hostage';
  return `${g.count} ${one}${g.count === 1 ? '' : 's'}`;
}

/** The tooltip block for a square with people on it, or null. */
export function bystanderTip(v: BattleView, sq: Square): TipBlock | null {
  const g = v.map.bystanders?.find((x) => x.at.x === sq.x && x.at.y === sq.y);
  if (!g) return null;
  const hostage = g.who !== 'bystanders';
  const lines: string[] = [];
  const bystanders = effect(v, 'innocent-bystanders');
  if (bystanders) lines.push(`Innocent Bystanders: “${bystanders}”`);
  const hostages = effect(v, 'hostage-situation');
  if (hostage && hostages) lines.push(`Hostage Situation: “${hostages}”`);
  const trap = effect(v, 'death-trap');
  if (g.inTrap && trap && g.status === 'present') lines.push(`Death Trap: “${trap}”`);
  if (g.status === 'saved') lines.push(hostage ? 'Freed: safe.' : 'Led to safety.');
  else if (g.status === 'lost') lines.push('Dead.');
  else {
    if (hostage) lines.push(guarded(v, g) ? 'Held by the enemy, guarded: an enemy unit is at or next to them.' : 'Held by the enemy, not guarded now: no enemy unit at or next to them.');
    lines.push(`A heroes' unit at or next to this square, with no enemy unit at or next to it, ${hostage ? 'frees them' : 'leads them to safety'}. An explosion or a blast reaching them kills them.`);
    if (g.inTrap && trapOpen(v)) lines.push(DEATH_TRAP_WORDS[v.scenario.task?.when ?? 'during']);
  }
  return { title: `${peopleWords(g)[0].toUpperCase()}${peopleWords(g).slice(1)}${g.status === 'present' ? '' : ` (${g.status})`}`, lines };
}

/** The banner's line: how many are saved, held, still out there and lost; null without people on the map. */
export function bystanderLine(v: BattleView): { text: string; title: string; urgent: boolean } | null {
  if (!v.map.bystanders?.length) return null;
  const n = bystanderCount(v);
  const hostages = v.map.bystanders.some((g) => g.who !== 'bystanders');
  const parts = [`${n.saved} saved`, ...(hostages ? [`${n.held} held`] : []), ...(n.present ? [`${n.present} to save`] : []), `${n.lost} lost`];
  const title = [effect(v, 'innocent-bystanders'), hostages ? effect(v, 'hostage-situation') : undefined].filter(Boolean).map((t) => `“${t}”`).join(' ');
  return { text: `${hostages ? 'Hostages' : 'Bystanders'}: ${parts.join(', ')}${n.inTrap ? ` (${n.inTrap} in the Death Trap)` : ''}`, title, urgent: n.inTrap > 0 };
}

/** The battle's end for the people present (the summary): saved, still held, left on the field, lost; null without any. */
export function peopleOutcome(v: BattleView): string | null {
  if (!v.map.bystanders?.length) return null;
  const n = bystanderCount(v);
  return `The people present: ${n.saved} saved, ${n.held ? `${n.held} still held, ` : ''}${n.present ? `${n.present} left on the field, ` : ''}${n.lost} lost.`;
}

type PeopleEvent = Extract<BattleEvent, { type: 'bystanders' | 'bystanderTally' }>;

export function formatBystanderEvent(e: PeopleEvent, view: BattleView): LogLine[] {
  if (e.type === 'bystanderTally') {
    return [{ kind: 'result', html: `The people present: <strong>${e.saved}</strong> saved, ${e.held} still held, ${e.present} still out there, <strong>${e.lost}</strong> lost` }];
  }
  const who = peopleWords(e);
  if (e.what === 'lost') return [{ kind: 'result', html: `${esc(who)} at (${e.at.x},${e.at.y}) die: ${esc(e.why)}` }];
  const u = view.units.find((x) => x.id === e.unitId);
  const by = u ? `<span class="side-${u.side}">${esc(u.name)} (${esc(u.id)})</span>` : esc(e.unitId ?? 'the heroes');
  return [{ kind: 'result', html: `${by} ${e.who === 'bystanders' ? 'leads' : 'frees'} ${esc(who)} at (${e.at.x},${e.at.y})${e.who === 'bystanders' ? ' to safety' : ''}` }];
}
