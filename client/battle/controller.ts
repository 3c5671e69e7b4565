import type { Command } from '../../shared/battle/commands.ts';
import type { BattleEvent } from '../../shared/battle/events.ts';
import type { BattleView } from '../../shared/battle/model.ts';
import { legalCommands } from '../../shared/battle/queries/legal.ts';
import { check } from '../../shared/battle/reducer/guards.ts';
import type { BattleMap, Square } from '../../shared/map/battleMap.ts';
import type { MatchView } from '../../shared/protocol/messages.ts';
import type { Session } from '../net/session.ts';
import { planBeats } from './board/plan.ts';
import { BoardControls } from './boardControls.ts';
import { startBoard, type BoardPicture, type BoardScene, type ClientTiledMap } from './board/scene.ts';
import { BoardTip } from './board/tooltip.ts';
import { tipFor } from './panel/tips.ts';
import { EndOfBattle } from './panel/endOfBattle.ts';
import { listenPanel } from './domInputs.ts';
import { startDiceCheck } from './diceCheck.ts';
import { browserRejoin } from './rejoin.ts';
import { isMine, selectedId } from './choices.ts';
import { IDLE, next, type Ctx, type Input, type Mode } from './mode.ts';
import { formatEvent } from './panel/logFormat.ts';
import { pinToNewest } from './panel/logPin.ts';
import { openSheet } from './panel/sheet.ts';
import { showPanel } from './panel/sidePanel.ts';
import { GamemasterPanel } from './panel/gamemaster.ts';
import { countdown } from './panel/status.ts';
import { buildPicture, selectedUnit, squareHint } from './picture.ts';

// Wires the session, the interaction mode, the board picture and the side panel together: views and
// events in, clicks and keys through the mode machine, commands out. Decides nothing itself.

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

export interface MapPayload {
  id: string;
  name: string;
  battle: BattleMap;
  tiled: ClientTiledMap;
}

export class BattleController {
  private mode: Mode = IDLE;
  /** This client's side; -1 for a spectator (or the gamemaster), who watches. */
  private side = -1;
  private legal: Command[] = [];
  /** The view (and whether it was this side's turn) the mode was made in. */
  private made: { view: BattleView; mine: boolean } | null = null;
  private cursor: Square | null = null;
  /** The cursor frame is drawn only while the keyboard moves it: a click puts it there unseen. */
  private cursorShown = false;
  private controls = new BoardControls(() => this.board);
  private hover: Square | null = null;
  /** The square under the mouse (read by the tutorial: pointing at a zone of control is looking at it). */
  get pointed(): Square | null {
    return this.hover;
  }
  private lastMove: Square[] = [];
  private board: BoardScene | null = null;
  private tip: BoardTip | null = null;
  /** Log events that arrived before the first view (their lines need its names). */
  private held: BattleEvent[] = [];
  private scrollOdds = false;
  /** Keeps the combat log on its newest line unless the player scrolled up (panel/logPin.ts). */
  private followLog: () => void = () => {};
  private gamemaster: GamemasterPanel;
  /** The summary at the end: who won and why, losses, luck, rematch, replay. */
  private end: EndOfBattle;
  /** This client created the battle, which has no gamemaster: it may hand seats over. */
  private creator = false;
  /** A solo battle: the computer's own seats are not given back. */
  private solo = false;
  /** The last picture handed to the board (read by the browser tests). */
  picture: BoardPicture | null = null;

  /** Handlers are attached at once: messages that arrive while the map loads are kept, not lost. */
  constructor(
    private readonly session: Session<BattleView, Command>,
    onSeatKey: (key: string) => void,
  ) {
    session.on('welcome', (m) => {
      this.side = m.you.role === 'player' ? m.you.side : -1;
      // The creator hands seats over only in a battle without a gamemaster (who does it there).
      this.creator = m.creator === true && !m.gamemaster;
      this.solo = m.solo === true;
      if (m.seatKey) onSeatKey(m.seatKey);
      $('log').replaceChildren();
      this.held = m.history.flatMap((b) => b.events as unknown as BattleEvent[]);
      this.takeView();
    });
    session.on('view', (_now, before) => {
      // A whole new document (a reconnection): nothing to animate towards, show it as it is.
      if (!before) this.board?.skipAnimation();
      this.takeView();
    });
    session.on('events', (m) => {
      $('rejection').textContent = '';
      const events = m.events as unknown as BattleEvent[];
      for (const e of events) if (e.type === 'moved') this.lastMove = [e.from, ...e.path];
      // What happened is animated from the events alone; the units before them say where from.
      const before = this.session.current()?.game.units;
      if (before) this.board?.play(planBeats(events, before), this.controls.scale);
      this.log(events);
    });
    session.on('rejected', (m) => {
      $('rejection').textContent = m.message;
      // On a phone the reason is in the bottom sheet: open it, so a refusal is never silent.
      openSheet(true);
      this.step({ type: 'rejected' });
    });
    session.on('connection', (c, code) => {
      if (c === 'dropped') $('banner').textContent = 'Connection lost: reconnecting…';
      else if (c === 'back') this.refresh();
      else if (code !== undefined && code > 1000) void browserRejoin((text) => ($('banner').textContent = text));
    });
    listenPanel((act) => {
      if (act.do === 'spend') this.scrollOdds = true;
      this.step({ type: 'act', act });
    });
    startDiceCheck(session);
    this.end = new EndOfBattle(session);
    this.gamemaster = new GamemasterPanel($('panel'), $('controls'), (act) => session.sendTable(act));
    this.followLog = pinToNewest($('log'));
    document.addEventListener('keydown', (e) => this.key(e));
    setInterval(() => this.clock(), 500);
  }

  /** Draws the board once the map has arrived; until then views and events are only kept. */
  start(map: MapPayload): void {
    this.tip = new BoardTip($('board-wrap'), () => ({ width: map.tiled.width, height: map.tiled.height }));
    this.board = startBoard(
      $('board'),
      map.tiled,
      (sq) => {
        this.cursor = sq;
        this.cursorShown = false;
        this.tip?.hide();
        const why = this.step({ type: 'square', at: sq });
        // Why the click did nothing, also on the board where the player looks (and on a phone, whose panel may be closed).
        if (why) this.tip?.show(sq, [{ title: 'Not possible', lines: [why] }]);
      },
      (sq) => {
        this.hover = sq;
        // The mouse rests on a square: its tooltip after a moment.
        this.showTip(sq, 450);
        this.refresh();
      },
      // A long press (touch): the tooltip at once, nothing done to the battle.
      (sq) => this.showTip(sq, 0),
    );
    this.refresh();
  }

  /** The tooltip of a square (units, terrain, height), or none. */
  private showTip(sq: Square | null, delay: number): void {
    const view = this.session.current()?.game;
    if (!sq || !view) this.tip?.hide();
    else this.tip?.show(sq, tipFor(view, sq), delay);
  }

  /** The battle runs: the creator started it (every seat was then filled, by a player or the scripted opponent). */
  private seated(match: MatchView<BattleView>): boolean {
    return match.started;
  }

  private ctx(match: MatchView<BattleView>): Ctx {
    const view = match.game;
    const side = this.side;
    return { view, side, legal: this.legal, check: (c) => check(view, side, c) };
  }

  /** A new view: what this side may do now, from the shared engine; the mode moves on with it. */
  private takeView(): void {
    const match = this.session.current();
    if (!match) return;
    const view = match.game;
    this.legal = this.side >= 0 && this.seated(match) ? legalCommands(view, this.side) : [];
    const ctx = this.ctx(match);
    this.mode = next(this.mode, { type: 'view', before: this.made }, ctx).mode;
    const b = this.made?.view;
    // A new phase, turn or side to act: the cursor frame meant the last one's square.
    if (!b || b.phase !== view.phase || b.turn !== view.turn || b.active !== view.active) this.cursorShown = false;
    this.made = { view, mine: isMine(ctx) };
    if (this.held.length) {
      const held = this.held;
      this.held = [];
      this.log(held);
    }
    this.refresh();
  }

  /** One input through the mode machine; returns the engine's reason when nothing could be done. */
  private step(input: Input): string | undefined {
    const match = this.session.current();
    if (!match) return undefined;
    const s = next(this.mode, input, this.ctx(match));
    const moved = s.mode !== this.mode;
    this.mode = s.mode;
    if (s.error) $('rejection').textContent = s.error;
    // A reason stays until something else happens: a command goes out, or the player moves on.
    else if (s.send || (moved && input.type !== 'rejected')) $('rejection').textContent = '';
    if (s.send) this.session.send(s.send);
    this.refresh();
    return s.error;
  }

  private key(e: KeyboardEvent): void {
    const match = this.session.current();
    // Typing goes to its field; a focused box (the task's helpers) still lets the keys act, and Space ticks it.
    const box = e.target instanceof HTMLInputElement && (e.target.type === 'checkbox' || e.target.type === 'radio');
    if (!match || e.ctrlKey || e.metaKey || e.altKey || (!box && e.target instanceof HTMLElement && ['INPUT', 'TEXTAREA', 'SELECT'].includes(e.target.tagName))) return;
    const k = e.key;
    if (this.controls.key(k)) {
      e.preventDefault();
      return;
    }
    if (k.startsWith('Arrow')) {
      const map = match.game.map;
      const c = this.cursor ?? { x: 0, y: 0 };
      const d = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[k] ?? [0, 0];
      // The first press shows the frame where it was; the next ones move it.
      this.cursor = this.cursorShown ? { x: Math.min(map.width - 1, Math.max(0, c.x + d[0])), y: Math.min(map.height - 1, Math.max(0, c.y + d[1])) } : c;
      this.cursorShown = true;
      this.board?.keepInView(this.cursor);
      e.preventDefault();
      this.showTip(this.cursor, 0);
      this.refresh();
      return;
    }
    // Enter and Space on a focused button press that button only (the browser does it); a disabled one presses nothing, so they act here.
    const focused = document.activeElement;
    const onButton = (focused instanceof HTMLButtonElement || (focused instanceof HTMLInputElement && (focused.type === 'checkbox' || focused.type === 'radio'))) && !focused.disabled;
    const cursor = this.cursorShown ? this.cursor : null;
    if ((k === 'Enter' && !onButton && (this.mode.kind === 'preview' || this.mode.kind === 'stackOffer' || cursor)) || (k === ' ' && cursor && !onButton)) e.preventDefault();
    const why = this.step({ type: 'key', key: k, cursor, onButton });
    if (why && cursor && (k === 'Enter' || k === ' ') && !onButton) this.tip?.show(cursor, [{ title: 'Not possible', lines: [why] }]);
    if (k === 'n' || k === 'N') {
      // The cursor follows the unit N picked.
      const u = match.game.units.find((x) => x.id === selectedId(this.mode));
      if (u && u.x >= 0) {
        this.cursor = { x: u.x, y: u.y };
        this.cursorShown = true;
        this.board?.keepInView(this.cursor);
      }
      this.refresh();
    }
  }

  private log(events: BattleEvent[]): void {
    const view = this.session.current()?.game;
    if (!view) {
      this.held.push(...events);
      return;
    }
    const log = $('log');
    for (const e of events) {
      for (const line of formatEvent(e, view)) {
        const li = document.createElement('li');
        li.className = line.kind;
        li.innerHTML = line.html;
        log.append(li);
      }
    }
    this.end.add(events);
    this.followLog();
  }

  private clock(): void {
    const match = this.session.current();
    const c = match ? countdown(match, this.legal.length > 0, Date.now()) : { text: '', urgent: false };
    const clock = $('clock');
    clock.textContent = c.text;
    clock.classList.toggle('urgent', c.urgent);
    clock.classList.toggle('paused', !!match?.paused && match.game.phase !== 'over');
  }

  private refresh(): void {
    const match = this.session.current();
    if (!match || !this.board) return;
    const ctx = this.ctx(match);
    this.picture = { ...buildPicture(this.mode, ctx, { cursor: this.cursor, hover: this.hover, lastMove: this.lastMove }), cursor: this.cursorShown ? this.cursor : null };
    this.board.show(this.picture);
    showPanel({
      match,
      mode: this.mode,
      ctx,
      sel: selectedUnit(this.mode, ctx),
      seated: this.seated(match),
      scrollOdds: this.scrollOdds,
      hint: squareHint(this.mode, ctx, this.hover ?? this.cursor),
    });
    this.scrollOdds = false;
    this.end.show(this.side);
    this.gamemaster.show(match, this.session.you?.role === 'gamemaster' ? 'gamemaster' : this.creator ? 'creator' : null, this.solo);
    if (this.session.protocolErrors.length) $('rejection').textContent = `The room sent something this page could not read: ${this.session.protocolErrors.at(-1)}`;
    this.clock();
  }
}
