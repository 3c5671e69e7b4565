import type { Applied } from '../../core/game.ts';
import type { Rejection, RuleCode } from '../../core/result.ts';
import type { TableAct } from '../../core/table.ts';
import type { BattleEvent } from '../events.ts';
import type { BattleState } from '../model.ts';
import { pendingOf } from '../queries/pending.ts';
import { apply } from './apply.ts';

// The table's acts on a battle (shared/core/table.ts): the gamemaster's pause, narration, hand-over and
// ruling, and the room's time-out. Like a command they give a new state and events or a rejection and
// the same state, and count in `seq`, so the log replays them in place.

const no = (code: RuleCode, message: string): Rejection => ({ code, message });

type Result = Applied<BattleState, BattleEvent>;

const done = (state: BattleState, events: BattleEvent[]): Result => ({ ok: true, state: { ...state, seq: state.seq + 1 }, events });

export function applyTable(state: BattleState, act: TableAct): Result {
  const problem = checkTable(state, act);
  if (problem) return { ok: false, state, error: problem };
  switch (act.type) {
    case 'pause':
      return done({ ...state, paused: true }, [{ type: 'paused' }]);
    case 'resume': {
      const { paused: _paused, ...running } = state;
      return done(running, [{ type: 'resumed' }]);
    }
    case 'narrate':
      return done(state, [{ type: 'narration', text: act.text }]);
    case 'ruling': {
      const winners = [...new Set(act.winners)].sort((a, b) => a - b);
      const result = { winner: winners[0] ?? null, winners, reason: `The gamemaster's ruling: ${act.reason}` };
      const { paused: _paused, ...running } = state;
      return done({ ...running, phase: 'over', pending: null, result }, [{ type: 'battleOver', result }]);
    }
    case 'control': {
      const now = (state.scripted ?? []).filter((s) => s !== act.side);
      const scripted = act.scripted ? [...now, act.side].sort((a, b) => a - b) : now;
      const { scripted: _old, ...rest } = state;
      return done(scripted.length ? { ...rest, scripted } : rest, [{ type: 'control', side: act.side, scripted: act.scripted }]);
    }
    case 'timeout': {
      const p = pendingOf(state)!;
      const r = apply(state, p.side, p.onTimeout);
      if (!r.ok) return r;
      return { ok: true, state: r.state, events: [{ type: 'timeout', side: p.side, what: p.what }, ...r.events] };
    }
  }
}

function checkTable(state: BattleState, act: TableAct): Rejection | null {
  if (state.phase === 'over') return no('battle-over', 'The battle is over');
  const sides = state.sideNames.length;
  switch (act.type) {
    case 'pause':
      return state.paused ? no('paused', 'The battle is already paused') : null;
    case 'resume':
      return state.paused ? null : no('not-paused', 'The battle is not paused');
    case 'narrate':
      return null;
    case 'ruling':
      return act.winners.every((s) => s < sides) ? null : no('no-such-side', `A winner must be one of the ${sides} sides`);
    case 'control':
      if (act.side >= sides) return no('no-such-side', `There is no side ${act.side + 1}; the battle has ${sides}`);
      if ((state.scripted ?? []).includes(act.side) === act.scripted) return no('same-control', `${state.sideNames[act.side]} is already played by ${act.scripted ? 'the scripted opponent' : 'its player'}`);
      return null;
    case 'timeout':
      if (state.paused) return no('paused', 'The battle is paused: its clock stands still');
      return pendingOf(state) ? null : no('wrong-phase', 'Nobody is being waited on');
  }
}
