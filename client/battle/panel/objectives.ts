import type { Command } from '../../../shared/battle/commands.ts';
import type { BattleView, UnitState } from '../../../shared/battle/model.ts';
import type { Countdown, CountdownState } from '../../../shared/battle/objectiveTypes.ts';
import { defencePreview, type DefencePreview } from '../../../shared/battle/queries/preview.ts';
import { countdownStates, countdownsOf } from '../../../shared/battle/rules/countdown.ts';
import type { Square } from '../../../shared/map/battleMap.ts';
import type { TipBlock } from '../board/tooltip.ts';
import { bystanderLine } from './bystanderWords.ts';
import { defenceLabel } from './defenceOdds.ts';

// HC-06 in the panel: the turn limit and each countdown as a line of the banner (with the text's
// effect and how the engine plays it in the tooltip), the objectives' squares in the board's
// tooltips, and the selected unit's objective as a button. Everything here is read from the view;
// the engine decides (legalCommands offers, check() refuses).

export interface CountdownLine {
  text: string;
  title: string;
  /** Close to zero (2 turns or fewer, or the hints say so), or over. */
  urgent: boolean;
}

const how = (v: BattleView, kind: string) => v.map.complications?.find((c) => c.id === kind)?.how ?? '';

function countdownLine(v: BattleView, c: Countdown, s: CountdownState): CountdownLine {
  const zero = c.atZero === 'blast' ? 'the blast' : 'the task fails';
  const state = s.stopped ? 'stopped' : s.ended ? `0: ${c.atZero === 'blast' ? 'it went off' : 'the task has failed'}` : s.left === null ? (s.close ? 'close — something is about to happen' : 'you cannot read the count') : `${s.left} turn${s.left === 1 ? '' : 's'} left before ${zero}`;
  return { text: `${c.name}: ${state}`, title: `${c.name}: “${c.effect}” ${how(v, c.kind)}`.trim(), urgent: !s.stopped && (s.ended === true || s.close === true || (s.left !== null && s.left <= 2)) };
}

/** The banner's lines: the turn and the turn limit, then each countdown. */
export function countdownLines(v: BattleView): CountdownLine[] {
  const out: CountdownLine[] = [];
  const last = v.scenario.win.lastTurn;
  // HC-08: the task stage before the fight is no turn of it (turn 0, like the preparation).
  if (last && v.scenario.objectives) out.push({ text: v.turn === 0 ? `Before turn 1 of ${last}` : `Turn ${v.turn} of ${last}`, title: `After turn ${last}, with nothing decided, the fight is a draw (HC-08: at most ${last} turns).`, urgent: last - v.turn <= 1 });
  const states = countdownStates(v);
  countdownsOf(v).forEach((c, i) => out.push(countdownLine(v, c, states[i])));
  const people = bystanderLine(v);
  if (people) out.push(people);
  return out;
}

/** Fills the banner element with one span per line (text only: scenario text is data, never markup). */
export function renderCountdowns(el: HTMLElement, v: BattleView): void {
  const lines = countdownLines(v);
  el.replaceChildren(
    ...lines.map((l) => {
      const span = document.createElement('span');
      span.className = l.urgent ? 'countdown urgent' : 'countdown';
      span.textContent = l.text;
      span.title = l.title;
      return span;
    }),
  );
  el.hidden = lines.length === 0;
}

const same = (a: Square, b: Square) => a.x === b.x && a.y === b.y;

/** The tooltip block for an objective's square: the Victory Button, a control board or device, the Point of Advantage. */
export function objectiveTip(v: BattleView, sq: Square): TipBlock | null {
  // Faces 2, 3 and 6 of the Point of Advantage live on the map: a scenario with no objectives still has them.
  const o = v.scenario.objectives ?? {};
  if (o.victoryButton && same(o.victoryButton.at, sq)) {
    const walls = /walled in, the one way in at \(\d+, \d+\)/.exec(how(v, 'victory-button'));
    return { title: 'Victory Button', lines: [`“${o.victoryButton.effect}”`, 'A unit at or next to it presses it for one action: its side wins at once.', ...(walls ? [`It is ${walls[0]}.`] : [])] };
  }
  const states = countdownStates(v);
  for (const [i, c] of countdownsOf(v).entries()) {
    if (!(c.squares ?? []).some((q) => same(q, sq))) continue;
    const worked = (states[i].worked ?? []).some((q) => same(q, sq));
    const what = c.stoppedBy === 'control-board' ? 'Control board' : c.stoppedBy === 'defusing' ? 'Device to defuse' : 'Countdown display';
    const lines = [`${c.name}: “${c.effect}”`];
    if (c.check) lines.push(worked || states[i].stopped ? 'Done.' : `A unit with a hero at or next to it: a DC ${c.check.dc} check, the hero's best of ${c.check.skills.join(', ')}, for one action.`);
    if (c.knownBy === 'at-board') lines.push('The count can be read from 1 square away.');
    return { title: what, lines };
  }
  const a = o.advantage;
  if (a && sq.x >= a.area.x && sq.y >= a.area.y && sq.x < a.area.x + a.area.w && sq.y < a.area.y + a.area.h) {
    return { title: 'Point of Advantage', lines: [`“${a.effect}”`, ...(a.check ? [`A hero standing here: a DC ${a.check.dc} check (best of ${a.check.skills.join(', ')}) for one action wins the battle.`] : [])] };
  }
  const m = v.map.advantage;
  if (m && sq.x >= m.area.x && sq.y >= m.area.y && sq.x < m.area.x + m.area.w && sq.y < m.area.y + m.area.h) {
    return { title: 'Point of Advantage', lines: [`“${m.text}”`, how(v, 'point-of-advantage')] };
  }
  return null;
}

const WORDS: Record<string, string> = { victory: 'Press the Victory Button', board: 'Work the control board', device: 'Defuse the device', key: 'Try the key to victory', controls: 'Take control of the defences' };

/** The selected unit's first objective on offer (legalCommands'), as a button's command and words. */
export function objectiveOffer(v: BattleView, legal: readonly Command[], unit: UnitState | null): { command: Command; label: string; preview?: DefencePreview } | null {
  if (!unit) return null;
  const c = legal.find((x): x is Extract<Command, { type: 'useObjective' }> => x.type === 'useObjective' && x.unitId === unit.id);
  if (!c) return defenceOffer(v, legal, unit);
  const o = v.scenario.objectives;
  const kind = o?.victoryButton && same(o.victoryButton.at, c.at) ? 'victory' : countdownsOf(v).some((cd) => cd.stoppedBy === 'control-board' && (cd.squares ?? []).some((q) => same(q, c.at))) ? 'board' : countdownsOf(v).some((cd) => (cd.squares ?? []).some((q) => same(q, c.at))) ? 'device' : o?.advantage?.check ? 'key' : 'controls';
  return { command: c, label: `${WORDS[kind]} (${c.at.x}, ${c.at.y})` };
}

/** HC-06 Automated Defences: the selected unit's first attack on an emplacement on offer (legalCommands'), as the same button, with its odds (the shared preview). */
function defenceOffer(v: BattleView, legal: readonly Command[], unit: UnitState): { command: Command; label: string; preview?: DefencePreview } | null {
  const c = legal.find((x): x is Extract<Command, { type: 'attackDefence' }> => x.type === 'attackDefence' && x.unitId === unit.id);
  const preview = c ? defencePreview(v, unit.id, c.at) : null;
  if (!c || !preview) return null;
  return { command: c, label: defenceLabel(preview, c.at), preview };
}
