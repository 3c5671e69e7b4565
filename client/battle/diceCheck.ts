import { battleModule } from '../../shared/battle/module.ts';
import type { BattleView } from '../../shared/battle/model.ts';
import type { GameRecord } from '../../shared/core/record.ts';
import { checkSeen, verifyRecord } from '../../shared/core/verify.ts';
import type { Session } from '../net/session.ts';

// The "Checking the dice" box (docs/PROTOCOL.md): shows the seed's commitment from the start, and
// once the battle is over fetches the record, checks it against what this page saw, verifies it in
// the page, and offers it as a file.

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

export function startDiceCheck(session: Session<BattleView, unknown>): void {
  /** The commitment as first shown to this page: a record must match it, not a later claim. */
  let commitment: string | null = null;
  let over = false;
  let url: string | null = null;

  const show = () => {
    const game = session.current()?.game;
    if (!game) return;
    commitment ??= game.seedCommitment;
    over = game.phase === 'over';
    $('dice').hidden = false;
    $('dice-text').innerHTML = over
      ? `The seed was <code>${game.revealedSeed?.slice(0, 16) ?? '?'}…</code>; its hash <code>${commitment.slice(0, 16)}…</code> was published when the battle began.`
      : `The dice were fixed before the first move: the seed's hash is <code title="${commitment}">${commitment.slice(0, 16)}…</code>. The seed itself is shown when the battle ends, so anyone can check every die.`;
    $<HTMLButtonElement>('dice-check').hidden = !over;
    if (over && !document.getElementById('replay-link')) {
      const a = document.createElement('a');
      a.id = 'replay-link';
      a.href = `?replay=${encodeURIComponent(session.room.roomId)}`;
      a.textContent = 'Watch the replay';
      $('dice-check').parentElement!.append(a);
    }
  };

  session.on('view', show);
  $('dice-check').addEventListener('click', () => {
    $('dice-verdict').textContent = 'Fetching the record…';
    $('dice-verdict').className = 'small';
    session.askRecord();
  });
  session.on('record', (m) => {
    const record = m as GameRecord;
    $('dice-verdict').textContent = 'Replaying every command from the seed…';
    // Let the message paint before the replay (a few hundred ms on a long battle) holds the page.
    setTimeout(() => {
      const seen = checkSeen(record, commitment, [...session.seen].map(([seq, events]) => ({ seq, events })));
      const verdict = verifyRecord(battleModule, record);
      const good = !seen && verdict.ok;
      $('dice-verdict').textContent = seen ? `NOT VERIFIED: ${seen}` : verdict.ok ? verdict.summary : `NOT VERIFIED: ${verdict.message}`;
      $('dice-verdict').className = good ? 'small ok' : 'error';
      if (url) URL.revokeObjectURL(url);
      url = URL.createObjectURL(new Blob([JSON.stringify(record)], { type: 'application/json' }));
      const save = $<HTMLAnchorElement>('dice-save');
      save.href = url;
      save.download = `battle-record-${record.seedCommitment.slice(0, 8)}.json`;
      save.hidden = false;
    }, 20);
  });
}
