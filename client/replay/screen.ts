import type { BattleEvent } from '../../shared/battle/events.ts';
import type { BattleState, BattleView } from '../../shared/battle/model.ts';
import { battleModule } from '../../shared/battle/module.ts';
import type { Square } from '../../shared/map/battleMap.ts';
import type { MatchView } from '../../shared/protocol/messages.ts';
import type { BoardPicture, BoardScene } from '../battle/board/scene.ts';
import { IDLE, next, type Ctx, type Mode } from '../battle/mode.ts';
import { formatEvent } from '../battle/panel/logFormat.ts';
import { showPanel } from '../battle/panel/sidePanel.ts';
import { bannerText } from '../battle/panel/status.ts';
import { buildPicture, selectedUnit } from '../battle/picture.ts';
import { replayBeats } from './beats.ts';
import type { ReplayControls } from './controls.ts';
import { clampStep, moveTo, playStepDue, PLAY_PAUSE, turnAt, type Move } from './steps.ts';
import type { Timeline } from './timeline.ts';

// One step of a replay on the battle page: the board and the side panel drawn by the battle's own
// code from the state after k commands, and the combat log up to that command. The view is the
// gamemaster's: the battle is over, its record (seed and every command) is public and fixes every
// hero's secrets, so hiding them would hide nothing and only make the replay harder to follow.

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

export class ReplayScreen {
  k = 0;
  private mode: Mode = IDLE;
  /** The last picture drawn (read by the browser test). */
  picture: BoardPicture | null = null;
  private lines: HTMLLIElement[] = [];
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly timeline: Timeline<BattleState>,
    private readonly board: BoardScene,
    private readonly controls: ReplayControls,
    private readonly title: string,
    /** The animation setting's length against normal (0: none). */
    private readonly pace: () => number = () => 0,
  ) {
    this.fillLog();
  }

  /** The combat log of the whole battle, written once; each step shows the lines up to its command. */
  private fillLog(): void {
    // Names come from the final view: it holds every unit the battle ever had, bought ones included.
    const view = this.viewAt(this.timeline.n);
    const log = $('log');
    log.replaceChildren();
    this.timeline.record.log.forEach((entry, i) => {
      for (const e of entry.events as BattleEvent[]) {
        for (const line of formatEvent(e, view)) {
          const li = document.createElement('li');
          li.className = line.kind;
          li.dataset.step = String(i + 1);
          li.innerHTML = line.html;
          this.lines.push(li);
          log.append(li);
        }
      }
    });
    log.addEventListener('click', (e) => {
      const li = (e.target as HTMLElement).closest('li');
      if (li?.dataset.step) this.go(Number(li.dataset.step));
    });
  }

  private viewAt(k: number): BattleView {
    return battleModule.viewFor(this.timeline.stateAt(k), { role: 'gamemaster' });
  }

  /** The viewer's own step: Play stops, so it never takes the replay away from where they went. */
  go(to: Move | number): void {
    this.play(false);
    this.goTo(to);
  }

  /** Play: one command after another, each once the board has played the last and paused for the pace. */
  play(on = !this.timer): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    if (on && this.k < this.timeline.n) {
      let still = performance.now();
      this.timer = setInterval(() => {
        const now = performance.now();
        if (this.board.animating) still = now;
        const scale = this.pace();
        const pause = scale <= 0 ? PLAY_PAUSE.off : scale < 1 ? PLAY_PAUSE.fast : PLAY_PAUSE.normal;
        if (!playStepDue(this.k, this.timeline.n, this.board.animating, now - still, pause)) return;
        this.goTo('forward');
        still = now;
        if (this.k >= this.timeline.n) this.play(false);
      }, 50);
    }
    this.controls.playing(!!this.timer);
  }

  private goTo(to: Move | number): void {
    const from = this.k;
    this.k = typeof to === 'number' ? clampStep(to, this.timeline.n) : moveTo(this.k, this.timeline.n, to);
    // One step forward plays as it did in the battle (before the new state is drawn, as live events
    // are); any other change shows the step at once.
    const beats = replayBeats(this.timeline, from, this.k);
    if (beats) this.board.play(beats, this.pace());
    else if (from !== this.k) this.board.skipAnimation();
    this.show();
  }

  /** A click on the board shows that square's unit, as on the battle page for a spectator. */
  square(at: Square): void {
    this.mode = next(this.mode, { type: 'square', at }, this.ctx(this.viewAt(this.k))).mode;
    this.show();
  }

  private ctx(view: BattleView): Ctx {
    return { view, side: -1, legal: [], check: () => null };
  }

  show(): void {
    const k = this.k;
    const view = this.viewAt(k);
    const ctx = this.ctx(view);
    const entry = this.timeline.record.log[k - 1];
    const events = (entry?.events ?? []) as BattleEvent[];
    const moved = events.filter((e): e is Extract<BattleEvent, { type: 'moved' }> => e.type === 'moved').at(-1);
    this.picture = buildPicture(this.mode, ctx, { cursor: null, hover: null, lastMove: moved ? [moved.from, ...moved.path] : [] });
    this.board.show(this.picture);
    const match: MatchView<BattleView> = { seats: view.sideNames.map((name, side) => ({ side, name, taken: true, connected: true, player: null, scripted: false })), started: true, deadline: 0, paused: false, waiting: null, game: view };
    showPanel({ match, mode: this.mode, ctx, sel: selectedUnit(this.mode, ctx), seated: true, scrollOdds: false, hint: '' });
    $('banner').textContent = `Replay of ${this.title}: ${bannerText(view, { side: -1, mine: false, seated: true }).replace(/^Watching\. /, '')}`;
    let current: HTMLLIElement | undefined;
    for (const li of this.lines) {
      const step = Number(li.dataset.step);
      li.hidden = step > k;
      li.classList.toggle('now', step === k);
      if (step === k) current ??= li;
    }
    const log = $('log');
    if (current) log.scrollTop = current.offsetTop - log.offsetTop - 8;
    else log.scrollTop = log.scrollHeight;
    const what = entry ? `${view.sideNames[entry.side] ?? `side ${entry.side + 1}`}: ${describe(entry.command)}` : '';
    this.controls.show(k, this.timeline.starts.find((s) => s.turn === turnAt(this.timeline.starts, k))!.step, what);
  }
}

/** A command in a few words: its type, its unit and where or whom it went for. */
function describe(command: unknown): string {
  const c = command as { type?: string; unitId?: string; targetId?: string; to?: { x: number; y: number } };
  const to = c.targetId ? `→ ${c.targetId}` : c.to ? `to (${c.to.x}, ${c.to.y})` : '';
  return [c.type ?? '?', c.unitId, to].filter(Boolean).join(' ');
}
