import type { Command } from '../../../shared/battle/commands.ts';
import type { BattleEvent } from '../../../shared/battle/events.ts';
import type { BattleView } from '../../../shared/battle/model.ts';
import type { Session } from '../../net/session.ts';
import { createRematch, myName, rematchLine, rematchOptions, rematchRoom } from './rematch.ts';
import { openSummary, rematchNote, showSummary } from './summary.ts';

// Keeps the battle's events for its summary, opens the summary when the battle ends, runs the Rematch
// button, and turns a rematch announced in the chat into a link in the summary.

export class EndOfBattle {
  private events: BattleEvent[] = [];
  private busy = false;

  constructor(private readonly session: Session<BattleView, Command>) {
    session.on('welcome', () => (this.events = []));
    session.on('chat', (m) => {
      const id = rematchRoom(m.text, location.origin);
      if (id) rematchNote(`${m.from} started a rematch:`, { href: `?battle=${encodeURIComponent(id)}`, label: 'join the rematch' });
    });
    document.getElementById('result')!.addEventListener('click', (e) => {
      if ((e.target as HTMLElement).id === 'show-summary') openSummary();
    });
  }

  /** Events as the log prints them (in order, each once). */
  add(events: BattleEvent[]): void {
    this.events.push(...events);
  }

  /** A new view: once the battle is over, the summary (opened by itself the first time). */
  show(side: number): void {
    const view = this.session.current()?.game;
    if (!view || view.phase !== 'over') return;
    const role = this.session.you?.role;
    showSummary({ view, side, events: this.events, roomId: this.session.room.roomId, canRematch: role === 'player' || role === 'gamemaster' }, () => void this.rematch(side));
  }

  private async rematch(side: number): Promise<void> {
    const view = this.session.current()?.game;
    if (!view || this.busy) return;
    this.busy = true;
    rematchNote('Creating the rematch…');
    try {
      const id = await createRematch(rematchOptions(view, this.session.mapId, side, this.session.you?.role === 'gamemaster', myName()));
      // Everyone still here sees the link in the chat (and in their summary).
      this.session.chat('all', rematchLine(location.origin, id));
      rematchNote('Rematch created:', { href: `?battle=${encodeURIComponent(id)}`, label: 'going there…' });
      setTimeout(() => location.assign(`?battle=${encodeURIComponent(id)}`), 400);
    } catch (e) {
      this.busy = false;
      rematchNote(`Could not create the rematch: ${(e as Error).message}`);
    }
  }
}
