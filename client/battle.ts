import type { Room } from '@colyseus/sdk';
import { adjacentEnemies, unitAt } from '../shared/engine/grid.ts';
import type { BattleEvent } from '../shared/engine/events.ts';
import { reachable, type Reach } from '../shared/engine/movement.ts';
import type { BattleView, UnitState } from '../shared/engine/state.ts';
import type { BattleMap, Square } from '../shared/map/battleMap.ts';
import { toView, type SyncedBattle } from './adapter.ts';
import { startBoard, type BoardScene, type ClientTiledMap } from './board.ts';
import { formatEvent } from './logFormat.ts';

// Joins the room, the shared rules and the board: turns clicks and keys into commands, and state
// and events into pictures and log lines. What is legal comes from the shared engine, what happened
// from the server.

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

export interface MapPayload {
  id: string;
  name: string;
  battle: BattleMap;
  tiled: ClientTiledMap;
}

export class BattleController {
  private view: BattleView | null = null;
  private synced: SyncedBattle | null = null;
  private selected: string | null = null;
  private cursor: Square | null = null;
  private lastMove: Square[] = [];
  private board: BoardScene | null = null;
  private map: MapPayload | null = null;
  private mySide = -1;
  private pendingLog: BattleEvent[] = [];

  /** Handlers are attached at once: messages that arrive while the map loads are kept, not lost. */
  constructor(
    private readonly room: Room,
    private readonly onSeatKey: (key: string) => void,
  ) {
    room.onMessage('welcome', (msg: { side: number; history: { seq: number; events: BattleEvent[] }[] }) => {
      this.mySide = msg.side;
      $('log').replaceChildren();
      this.pendingLog = [];
      for (const entry of msg.history) this.logEvents(entry.events);
      this.refresh();
    });
    room.onMessage('events', (msg: { seq: number; events: BattleEvent[] }) => {
      $('rejection').textContent = '';
      for (const e of msg.events) if (e.type === 'moved') this.lastMove = [e.from, ...e.path];
      this.logEvents(msg.events);
    });
    room.onMessage('rejected', (msg: { code: string; message: string }) => {
      $('rejection').textContent = msg.message;
    });
    room.onStateChange((state) => this.takeState(state));
    room.onDrop(() => {
      $('banner').textContent = 'Connection lost: reconnecting…';
    });
    room.onReconnect(() => this.refresh());
    room.onLeave((code) => {
      if (code > 1000) $('banner').textContent = 'Disconnected from the battle. Reload the page to take your seat back.';
    });
    $('end-phase').addEventListener('click', () => this.send({ type: 'endPhase' }));
    $('pass').addEventListener('click', () => this.send({ type: 'pass' }));
    document.addEventListener('keydown', (e) => this.key(e));
  }

  /** Draws the board once the map has arrived; until then state and events are only kept. */
  start(map: MapPayload): void {
    this.map = map;
    this.board = startBoard($('board'), map.tiled, (sq) => this.clickSquare(sq));
    if (this.room.state) this.takeState(this.room.state);
    const held = this.pendingLog;
    this.pendingLog = [];
    this.logEvents(held);
  }

  private takeState(state: unknown): void {
    this.synced = (state as { toJSON(): SyncedBattle }).toJSON();
    const mine = this.synced.seats.find((s) => s.key);
    if (mine?.key) this.onSeatKey(mine.key);
    if (!this.map) return;
    this.view = toView(this.synced, this.map.battle);
    if (this.selected && !this.view.units.some((u) => u.id === this.selected && u.condition !== 'dead')) this.selected = null;
    this.refresh();
  }

  private send(command: unknown): void {
    $('rejection').textContent = '';
    this.room.send('command', command);
  }

  private get myTurn(): boolean {
    return !!this.view && this.view.phase !== 'over' && this.view.active === this.mySide && this.allSeated;
  }

  private get allSeated(): boolean {
    return !!this.synced && this.synced.seats.every((s) => s.taken);
  }

  private reach(): Reach[] {
    const v = this.view;
    if (!v || !this.selected || !this.myTurn || v.phase !== 'move' || v.actionsLeft <= 0) return [];
    const u = v.units.find((x) => x.id === this.selected);
    if (!u || u.side !== this.mySide || u.moved) return [];
    return reachable(v, u.id);
  }

  clickSquare(sq: Square): void {
    const v = this.view;
    if (!v) return;
    this.cursor = sq;
    const there = unitAt(v, sq.x, sq.y);
    if (v.phase === 'combat' && v.pending && this.myTurn) {
      if (there && v.pending.targets.includes(there.id)) {
        this.send({ type: 'attack', unitId: v.pending.unitId, targetId: there.id });
        return;
      }
    }
    if (this.selected && !there) {
      const dest = this.reach().find((r) => r.x === sq.x && r.y === sq.y);
      if (dest) {
        this.send({ type: 'move', unitId: this.selected, to: { x: sq.x, y: sq.y } });
        this.selected = null;
        this.refresh();
        return;
      }
    }
    this.selected = there ? there.id : null;
    this.refresh();
  }

  private key(e: KeyboardEvent): void {
    if (!this.view || (e.target instanceof HTMLElement && ['INPUT', 'TEXTAREA', 'SELECT'].includes(e.target.tagName))) return;
    const k = e.key;
    if (k === 'Escape') {
      this.selected = null;
      this.refresh();
    } else if (k === 'e' || k === 'E') {
      if (this.myTurn && this.view.phase === 'move') this.send({ type: 'endPhase' });
    } else if (k === 'p' || k === 'P') {
      if (this.myTurn && this.view.pending) this.send({ type: 'pass' });
    } else if (k === 'n' || k === 'N') {
      const mine = this.view.units.filter((u) => u.side === this.mySide && u.condition !== 'dead');
      if (!mine.length) return;
      const i = mine.findIndex((u) => u.id === this.selected);
      const next = mine[(i + 1) % mine.length];
      this.selected = next.id;
      this.cursor = { x: next.x, y: next.y };
      this.refresh();
    } else if (k.startsWith('Arrow')) {
      const c = this.cursor ?? { x: 0, y: 0 };
      const d = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[k] ?? [0, 0];
      this.cursor = { x: Math.min(this.view.map.width - 1, Math.max(0, c.x + d[0])), y: Math.min(this.view.map.height - 1, Math.max(0, c.y + d[1])) };
      this.refresh();
      e.preventDefault();
    } else if ((k === 'Enter' || k === ' ') && this.cursor && document.activeElement?.tagName !== 'BUTTON') {
      this.clickSquare(this.cursor);
      e.preventDefault();
    }
  }

  private logEvents(events: BattleEvent[]): void {
    if (!this.map || !this.synced) {
      this.pendingLog.push(...events);
      return;
    }
    const view = this.view ?? toView(this.synced, this.map.battle);
    const log = $('log');
    for (const e of events) {
      for (const line of formatEvent(e, view)) {
        const li = document.createElement('li');
        li.className = line.kind;
        li.innerHTML = line.html;
        log.append(li);
      }
    }
    log.scrollTop = log.scrollHeight;
  }

  private refresh(): void {
    const v = this.view;
    if (!v || !this.synced || !this.board) return;
    const reach = this.reach();
    const sel = v.units.find((u) => u.id === this.selected) ?? null;
    const enemies = sel ? v.units.filter((u) => u.side !== sel.side && u.condition !== 'dead') : [];
    const zoc: Square[] = [];
    for (const en of enemies)
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const x = en.x + dx;
          const y = en.y + dy;
          if ((dx || dy) && x >= 0 && y >= 0 && x < v.map.width && y < v.map.height) zoc.push({ x, y });
        }
    const targets = v.pending && this.myTurn ? v.pending.targets : [];
    this.board.show({ units: v.units, mySide: this.mySide, selected: this.selected ?? (v.pending && this.myTurn ? v.pending.unitId : null), reachable: reach, targets, zoc, cursor: this.cursor, lastMove: this.lastMove });
    this.panel(v, sel, reach);
  }

  private panel(v: BattleView, sel: UnitState | null, reach: Reach[]): void {
    const banner = $('banner');
    const seats = this.synced!.seats;
    const who = v.sideNames[v.active] ?? '';
    const yours = this.myTurn ? ' (your turn)' : '';
    let text: string;
    if (!this.allSeated) text = 'Waiting for your opponent to open the link…';
    else if (v.phase === 'over') text = `Battle over: ${v.result?.reason ?? ''}`;
    else if (v.phase === 'combat') text = `Turn ${v.turn}, combat: ${v.pending ? `${v.pending.unitId} of ${who} attacks` : 'resolving'}${yours}`;
    else text = `Turn ${v.turn}, ${who} moves: ${v.actionsLeft} action${v.actionsLeft === 1 ? '' : 's'} left${yours}`;
    banner.textContent = text;
    banner.classList.toggle('mine', this.myTurn);
    $('seats').innerHTML = seats
      .map((s) => `<div class="side-${s.side}">${s.side % 2 === 0 ? '■' : '●'} ${s.name}${s.side === this.mySide ? ' (you)' : ''}<br><small class="muted">${!s.taken ? 'empty seat' : s.connected ? 'connected' : 'disconnected'}</small></div>`)
      .join('');
    $('share').hidden = this.allSeated;
    ($('end-phase') as HTMLButtonElement).disabled = !(this.myTurn && v.phase === 'move');
    ($('pass') as HTMLButtonElement).disabled = !(this.myTurn && !!v.pending);
    const selection = $('selection');
    if (v.phase === 'over') {
      const won = v.result?.winner === this.mySide ? 'You won.' : v.result?.winner === null ? 'A draw.' : 'You lost.';
      selection.innerHTML = `<p class="result">${won} ${v.result?.reason ?? ''}</p>`;
    } else if (v.pending && this.myTurn) {
      selection.innerHTML = `Your <strong>${v.pending.unitId}</strong> may attack: click a target ringed in red (${v.pending.targets.join(', ')}), or Pass.`;
    } else if (sel) {
      const adj = adjacentEnemies(v, sel).map((u) => u.id);
      selection.innerHTML =
        `<strong class="side-${sel.side}">${sel.name} (${sel.id})</strong> — ${sel.condition}${sel.moved ? ', moved' : ''}<br>` +
        `Attack ${sel.attack} · Defend ${sel.defend} · React ${sel.react} · Move ${sel.move} · Vitality ${sel.vitality}` +
        (sel.missileRange ? ` · Missile ${sel.missileAttack} range ${sel.missileRange}` : '') +
        `<br><span class="muted">${reach.length ? `${reach.length} squares in reach: click one to move.` : sel.side === this.mySide && this.myTurn && v.phase === 'move' && sel.moved ? 'Already moved this turn.' : ''}${adj.length ? ` In contact with ${adj.join(', ')}.` : ''}</span>`;
    } else {
      selection.innerHTML = '<span class="muted">Click one of your units (or press N) to select it.</span>';
    }
  }
}
