import type { BattleView } from '../../../shared/battle/model.ts';
import type { MatchView } from '../../../shared/protocol/messages.ts';
import { esc, list } from './html.ts';
import { pointerWords } from '../pointerWords.ts';
import { placesOneAtATime } from '../../../shared/battle/rules/deployment.ts';
import { deployNote, preparationNote, turnOneNote } from '../../../shared/battle/queries/stepNotes.ts';

// The banner (whose turn, which phase), the result box and the clock of a decision that times out.

export interface Seen {
  /** This client's side; -1 when watching. */
  side: number;
  /** legalCommands offered something: it is this side's turn. */
  mine: boolean;
  /** Every seat is taken: the battle runs. */
  seated: boolean;
}

export function bannerText(v: BattleView, s: Seen): string {
  const who = esc(v.sideNames[v.active] ?? '');
  const yours = s.mine ? ' (your turn)' : '';
  const watching = (v.paused ? 'Paused. ' : '') + (s.side < 0 ? 'Watching. ' : '');
  if (!s.seated) return s.side < 0 ? 'Watching: waiting for the battle to start…' : 'Waiting for the battle to start…';
  if (v.phase === 'over') return `Battle over: ${v.result?.reason ?? ''}`;
  if (v.phase === 'deploy') {
    // Once its units are down only heroes are left, and they go with units, not on squares (SW-10).
    const how = v.reserves.some((u) => u.side === v.active) ? pointerWords('click a highlighted square') : 'choose a hero, then one of your units';
    // HC-03: a combat step says who places first, how, and at what range.
    const note = deployNote(v);
    return `${watching}Set-up: ${who} places a unit or hero${s.mine ? ` (your turn): ${how}, or ${placesOneAtATime(v) ? 'Place one' : 'Place all'}` : ''}${note ? `. ${esc(note)}` : ''}`;
  }
  // HC-08: the task stage before or after the fight.
  if (v.phase === 'task') {
    const when = v.scenario.task?.when === 'after' ? 'After the fight' : 'Before the fight';
    return `${watching}${when}: ${who} attempt the task${s.mine ? ' (your turn): Attempt task (A), each attempt one turn, or Give up task (E)' : ''}`;
  }
  if (v.phase === 'combat') return `${watching}Turn ${v.turn}, combat: ${v.pending ? `${v.pending.unitId} of ${who} attacks` : 'resolving'}${yours}`;
  if (v.phase === 'opportunity')
    return `${watching}Turn ${v.turn}, ${who} opportunity fire at ${v.sideNames[v.mover] ?? ''}'s moves${s.mine ? ' (your turn): pick a ringed shooter, or Stop firing' : ''}`;
  if (v.phase === 'resources') return `${watching}Turn ${v.turn}, ${who} resource phase: ${v.resources[v.active]} RP${s.mine ? ' (your turn): buy, or Done buying' : ''}`;
  // HC-02: a combat step's preparation (turn 0) and the Ambush's lost turn-1 actions.
  const prep = preparationNote(v);
  if (prep) return `${watching}${esc(prep)}: ${who} has ${v.actionsLeft} personal action${v.actionsLeft === 1 ? '' : 's'} left${yours}`;
  // A watcher (the gamemaster too) is told about the side that moves now.
  const lost = s.side < 0 ? turnOneNote(v, v.active, v.sideNames[v.active] ?? `Side ${v.active + 1}`) : turnOneNote(v, s.side);
  return `${watching}Turn ${v.turn}, ${who} moves: ${v.actionsLeft} action${v.actionsLeft === 1 ? '' : 's'} left${yours}${lost ? `. ${esc(lost)}` : ''}`;
}

/**
 * The side the computer is choosing for now, or null: the battle runs, is not paused, and the side it
 * waits on is played by the scripted opponent (the server is thinking, or keeping its pace).
 */
export function computerThinking(match: MatchView<BattleView>): number | null {
  const w = match.waiting;
  if (!match.started || match.paused || !w || match.game.phase === 'over') return null;
  return match.seats[w.side]?.scripted ? w.side : null;
}

/** Every winning side (a team wins together, SW-01); a record from before teams names one. */
export function winnersOf(v: BattleView): number[] {
  const r = v.result;
  if (!r) return [];
  return r.winners ?? (r.winner === null ? [] : [r.winner]);
}

/** How the battle ended for a side: -1 when watching. */
export function outcomeFor(v: BattleView, side: number): 'won' | 'lost' | 'draw' | null {
  if (side < 0) return null;
  const winners = winnersOf(v);
  return winners.length === 0 ? 'draw' : winners.includes(side) ? 'won' : 'lost';
}

/** The result box: who won (every side of the winning team), whether it was you, and why. */
export function resultHtml(v: BattleView, side: number, pointToLog = true): string {
  const winners = winnersOf(v);
  const names = winners.map((w) => v.sideNames[w] ?? `Side ${w + 1}`);
  const head = winners.length === 0 ? 'Draw' : `${list(names)} ${winners.length > 1 ? 'win' : 'wins'}`;
  const outcome = outcomeFor(v, side);
  const you = outcome === null ? '' : outcome === 'draw' ? 'Nobody won.' : outcome === 'won' ? (winners.length > 1 ? 'You won, with your allies!' : 'You won!') : 'You lost.';
  return `<div class="result-head">${esc(head)}</div><div class="result-you">${you}</div><div>${esc(v.result?.reason ?? '')}</div>${pointToLog ? `<div class="muted">Turn ${v.turn}. The combat log below keeps every roll.</div>` : ''}`;
}

/** What a wait that runs out does, by phase. */
const DEFAULTS: Partial<Record<BattleView['phase'], string>> = {
  deploy: 'Everything left is placed',
  move: 'The move phase ends',
  opportunity: 'Opportunity fire ends',
  combat: 'This attack passes',
  resources: 'The resource phase ends',
  task: 'The heroes give the task up',
};

/**
 * The countdown of the room's deadline (a decision's, or any phase's with a time limit): seconds left,
 * urgent in the last 10 s; "Paused" while the gamemaster holds the battle.
 */
export function countdown(match: MatchView<BattleView>, mine: boolean, now: number): { text: string; urgent: boolean } {
  const v = match.game;
  if (v.phase === 'over') return { text: '', urgent: false };
  if (match.paused) return { text: 'Paused by the gamemaster: nobody can act and no clock runs.', urgent: false };
  const left = Math.max(0, Math.ceil((match.deadline - now) / 1000));
  if (!match.deadline) return { text: '', urgent: false };
  const what = DEFAULTS[v.phase] ?? 'The wait ends';
  return { text: `${left} s left. ${what} by itself then${mine ? '' : ` unless ${v.sideNames[v.active] ?? 'the other side'} acts`}.`, urgent: left <= 10 };
}

/** The countdown's text alone. */
export function clockText(match: MatchView<BattleView>, mine: boolean, now: number): string {
  return countdown(match, mine, now).text;
}
