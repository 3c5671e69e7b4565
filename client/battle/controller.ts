import type { Room } from '@colyseus/sdk';
import { purchases } from '../../shared/battle/reducer/apply.ts';
import type { Command } from '../../shared/battle/commands.ts';
import type { BattleEvent } from '../../shared/battle/events.ts';
import { adjacentEnemies, indexOf, stackAt, unitAt } from '../../shared/battle/rules/grid.ts';
import { legalCommands } from '../../shared/battle/queries/legal.ts';
import { enemyZones } from '../../shared/battle/rules/movement.ts';
import { heroWith, lastingPool, maxSpend } from '../../shared/battle/rules/heroes.ts';
import { attackPreview } from '../../shared/battle/queries/preview.ts';
import { recoverCost } from '../../shared/battle/rules/resources.ts';
import { scenarioById, type Scenario } from '../../shared/battle/scenario.ts';
import { distance, lineOfSight, missileRange } from '../../shared/battle/rules/shooting.ts';
import type { BattleView, UnitState } from '../../shared/battle/model.ts';
import type { BattleMap, Square } from '../../shared/map/battleMap.ts';
import { toView, type SyncedBattle } from '../net/adapter.ts';
import { startBoard, type BoardPicture, type BoardScene, type ClientTiledMap, type SightLine } from './board/scene.ts';
import { formatEvent } from './panel/logFormat.ts';
import { esc, goalsText, heroesHtml, oddsHtml, sidesHtml, stackHtml, stanceCap, unitCard, type SpendChoice } from './panel/panels.ts';

// Joins the room, the shared rules and the board: turns clicks and keys into commands, and state
// and events into pictures and log lines. What is legal comes from the shared engine (legalCommands
// and friends), what happened from the server.

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

export interface MapPayload {
  id: string;
  name: string;
  battle: BattleMap;
  tiled: ClientTiledMap;
}

/** An attack or a shot whose odds are on show, waiting for Confirm or Cancel. */
interface Preview {
  attackerId: string;
  targetId: string;
  kind: 'melee' | 'missile';
  /** Vigor the attacker's hero spends on the roll (SW-08). */
  vigor: number;
  /** Lasting Damage points the attacker's hero spends if it hits (SW-09). */
  lasting: number;
}

/** Sets an element's HTML only when it changed, so buttons under the pointer and the focus survive a refresh. */
function setHtml(el: HTMLElement, html: string): void {
  if (el.dataset.html === html) return;
  el.dataset.html = html;
  el.innerHTML = html;
}

type AttackCommand = Extract<Command, { type: 'attack' | 'shoot' }>;
type MoveCommand = Extract<Command, { type: 'move' }>;

export class BattleController {
  private view: BattleView | null = null;
  private synced: SyncedBattle | null = null;
  private scenario: Scenario | undefined;
  private legal: Command[] = [];
  private selected: string | null = null;
  /** In the move phase: choosing a target to shoot at (S). */
  private shooting = false;
  private preview: Preview | null = null;
  /** The pending combat attack whose odds were opened by themselves, once ("turn:unit"). */
  private autoPreviewed = '';
  /** SW-07: the hero being moved to a touching unit (H), its id. */
  private heroMoving: string | null = null;
  /** SW-16: the selected stack moves as a whole (T); `stackReverse` reverses it on the way. */
  private wholeStack = false;
  private stackReverse = false;
  /** SW-16: a new order being chosen for a stack, bottom first. */
  private reorderDraft: { at: Square; order: string[] } | null = null;
  /**
   * SW-16: clicking an own unit in the selected unit's reach selects it, as always, and offers to move
   * the unit selected before onto it (making a stack): this move, sent by the offer's button or Enter.
   */
  private stackOffer: MoveCommand | null = null;
  /** The odds panel grew (a spend changed): keep its Confirm button in sight. */
  private scrollOdds = false;
  private cursor: Square | null = null;
  private hover: Square | null = null;
  private lastMove: Square[] = [];
  private board: BoardScene | null = null;
  private map: MapPayload | null = null;
  private mySide = -1;
  private pendingLog: BattleEvent[] = [];
  /** The last picture handed to the board (read by the browser test). */
  picture: BoardPicture | null = null;

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
      this.takeLegal();
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
    $('end-phase').addEventListener('click', () => this.endPhase());
    $('pass').addEventListener('click', () => this.pass());
    $('act-shoot').addEventListener('click', () => this.toggleShoot());
    $('act-recover').addEventListener('click', () => this.recover());
    $('act-buy-action').addEventListener('click', () => this.buyAction());
    $('odds-confirm').addEventListener('click', () => this.confirm());
    $('odds-cancel').addEventListener('click', () => this.cancelPreview());
    $('act-hero').addEventListener('click', () => this.toggleHeroMove());
    $('odds').addEventListener('change', (e) => {
      const box = e.target as HTMLInputElement;
      if (box.id !== 'odds-vigor' || !this.preview) return;
      this.setSpend('vigor', box.checked ? 1 : 0);
    });
    $('odds').addEventListener('click', (e) => {
      const b = (e.target as HTMLElement).closest('button');
      if (!b || b.disabled || !this.preview) return;
      const what = b.dataset.spend;
      if (what === 'vigor' || what === 'lasting') this.setSpend(what, this.preview[what] + Number(b.dataset.delta));
    });
    $('heroes').addEventListener('click', (e) => {
      const b = (e.target as HTMLElement).closest('button');
      if (!b || b.disabled || !b.dataset.stance || !b.dataset.hero) return;
      this.changeStance(b.dataset.hero, b.dataset.stance as 'defend' | 'react', Number(b.dataset.delta));
    });
    $('shop').addEventListener('click', (e) => {
      const b = (e.target as HTMLElement).closest('button');
      if (!b || b.disabled) return;
      if (b.dataset.buy) this.sendLegal({ type: 'buy', unitType: b.dataset.buy });
      else if (b.dataset.revive) this.sendLegal({ type: 'revive', unitId: b.dataset.revive });
      else if (b.dataset.reviveHero && b.dataset.host) this.sendLegal({ type: 'reviveHero', heroId: b.dataset.reviveHero, unitId: b.dataset.host });
    });
    $('selection').addEventListener('click', (e) => {
      const b = (e.target as HTMLElement).closest('button');
      if (!b || b.disabled) return;
      const d = b.dataset;
      if (d.reserve) this.select(d.reserve);
      else if (d.deployAll) this.sendLegal({ type: 'deployAll' });
      else if (d.stackSelect) this.select(d.stackSelect);
      else if (d.heroTo && this.heroMoving) this.moveHeroTo(d.heroTo);
      else if (d.heroCancel) this.cancelHeroMove();
      else if (d.stackConfirm) this.acceptStackOffer();
      else if (d.reorderStart) this.startReorder();
      else if (d.reorderShift) this.shiftDraft(d.reorderShift, Number(d.delta));
      else if (d.reorderApply) this.applyReorder();
      else if (d.reorderCancel) this.cancelReorder();
      else if (d.wholeStack) this.toggleWholeStack();
    });
    $('selection').addEventListener('change', (e) => {
      const box = e.target as HTMLInputElement;
      if (box.id !== 'stack-reverse') return;
      this.stackReverse = box.checked;
      this.refresh();
    });
    document.addEventListener('keydown', (e) => this.key(e));
    setInterval(() => this.clock(), 1000);
  }

  /** Opportunity fire and attacks wait at most until the server's deadline, then pass by themselves. */
  private clock(): void {
    const el = $('clock');
    const deadline = this.synced?.deadline ?? 0;
    const left = Math.ceil((deadline - Date.now()) / 1000);
    if (!deadline || left < 0 || !this.view || this.view.phase === 'over') {
      el.textContent = '';
      return;
    }
    const what = this.view.phase === 'opportunity' ? 'Opportunity fire ends' : 'This attack passes';
    el.textContent = `${what} by itself in ${left} s${this.myTurn ? '' : ` unless ${this.view.sideNames[this.view.active] ?? 'the other side'} acts`}.`;
  }

  /** Draws the board once the map has arrived; until then state and events are only kept. */
  start(map: MapPayload): void {
    this.map = map;
    this.board = startBoard(
      $('board'),
      map.tiled,
      (sq) => this.clickSquare(sq),
      (sq) => {
        this.hover = sq;
        this.refresh();
      },
    );
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
    const was = this.view?.phase;
    this.view = toView(this.synced, this.map.battle);
    // The set-up's "next unit to place" is not a choice made on the board: start the battle with nothing selected.
    if (was === 'deploy' && this.view.phase !== 'deploy') this.selected = null;
    this.scenario = this.view.scenario;
    if (this.selected && !this.view.units.some((u) => u.id === this.selected && u.condition !== 'dead') && !this.view.reserves.some((u) => u.id === this.selected)) this.selected = null;
    this.takeLegal();
    this.refresh();
  }

  /** Everything this side may do now, from the shared engine; the view only ever offers these. */
  private takeLegal(): void {
    this.legal = this.view && this.scenario && this.myTurn ? legalCommands(this.view, this.mySide) : [];
    if (this.preview && !this.targetsOf(this.preview.attackerId).includes(this.preview.targetId)) this.preview = null;
    if (this.shooting && !(this.selected && this.shootTargetsOf(this.selected).length)) this.shooting = false;
    if (this.heroMoving && !this.heroTargets(this.heroMoving).length) this.heroMoving = null;
    const top = this.selectedTop();
    if (this.wholeStack && !(top && this.stackSquares(top.id).length)) this.wholeStack = false;
    if (this.reorderDraft) {
      const d = this.reorderDraft;
      const ids = this.view ? stackAt(this.view, d.at.x, d.at.y).map((u) => u.id).sort() : [];
      if (!this.canReorderAt(d.at) || ids.join() !== [...d.order].sort().join()) this.reorderDraft = null;
    }
    if (this.stackOffer && !this.legal.some((c) => JSON.stringify(c) === JSON.stringify(this.stackOffer))) this.stackOffer = null;
  }

  /** The top of the selected unit's square (the selected unit may sit lower in a stack). */
  private selectedTop(): UnitState | null {
    const v = this.view;
    const sel = v && this.selected ? v.units.find((u) => u.id === this.selected && u.condition !== 'dead') : undefined;
    return v && sel && sel.x >= 0 ? unitAt(v, sel.x, sel.y) ?? null : null;
  }

  /** SW-07: own units the hero may move to now, from legalCommands. */
  private heroTargets(heroId: string): string[] {
    return this.legal.flatMap((c) => (c.type === 'moveHero' && c.heroId === heroId ? [c.toUnitId] : []));
  }

  /** SW-16: squares the whole stack under `topId` may move to (legal `move` with `withStack`). */
  private stackSquares(topId: string): Square[] {
    return this.legal.flatMap((c) => (c.type === 'move' && c.unitId === topId && c.withStack && !c.order ? [c.to] : []));
  }

  private canReorderAt(at: Square): boolean {
    return this.legal.some((c) => c.type === 'reorder' && c.at.x === at.x && c.at.y === at.y);
  }

  /** Where a click moves the selection now: the stack's reach with T, else the selected unit's. */
  private reachSquares(): Square[] {
    if (!this.selected) return [];
    if (this.wholeStack) {
      const top = this.selectedTop();
      return top ? this.stackSquares(top.id) : [];
    }
    return this.moveSquares(this.selected);
  }

  private send(command: unknown): void {
    $('rejection').textContent = '';
    this.room.send('command', command);
  }

  /** Sends a command if the engine lists it as legal now; otherwise says why nothing happened. */
  private sendLegal(command: Command): void {
    const same = (c: Command) => JSON.stringify(c) === JSON.stringify(command);
    if (this.legal.some(same)) this.send(command);
    else $('rejection').textContent = this.myTurn ? 'That is not possible now.' : 'It is not your turn.';
  }

  private get myTurn(): boolean {
    return !!this.view && this.view.phase !== 'over' && this.view.active === this.mySide && this.allSeated;
  }

  private get allSeated(): boolean {
    return !!this.synced && this.synced.seats.every((s) => s.taken);
  }

  private has(type: Command['type'], unitId?: string): boolean {
    return this.legal.some((c) => c.type === type && (unitId === undefined || ('unitId' in c && c.unitId === unitId)));
  }

  private moveSquares(unitId: string): Square[] {
    return this.legal.flatMap((c) => (c.type === 'move' && c.unitId === unitId ? [c.to] : []));
  }

  /** SW-10 set-up: the free squares of the deploy area where this reserve may be placed. */
  private deploySquares(unitId: string): Square[] {
    return this.legal.flatMap((c) => (c.type === 'deploy' && c.unitId === unitId ? [c.to] : []));
  }

  private myReserves(): UnitState[] {
    return this.view ? this.view.reserves.filter((u) => u.side === this.mySide) : [];
  }

  private shootTargetsOf(unitId: string): string[] {
    return this.legal.flatMap((c) => (c.type === 'shoot' && c.unitId === unitId ? [c.targetId] : []));
  }

  /** Units this side may fire with now (opportunity fire, or shooting in the move phase). */
  private shooters(): string[] {
    return [...new Set(this.legal.flatMap((c) => (c.type === 'shoot' ? [c.unitId] : [])))];
  }

  /** What the unit may attack or shoot at right now, given the phase and the chosen mode. */
  private targetsOf(unitId: string): string[] {
    const v = this.view;
    if (!v || !this.myTurn) return [];
    if (v.phase === 'combat') return this.legal.flatMap((c) => (c.type === 'attack' && c.unitId === unitId ? [c.targetId] : []));
    if (v.phase === 'opportunity') return this.shootTargetsOf(unitId);
    if (v.phase === 'move' && this.shooting && this.selected === unitId) return this.shootTargetsOf(unitId);
    return [];
  }

  /** The unit whose targets are on offer: the pending attacker in combat, else the selected unit. */
  private actor(): string | null {
    const v = this.view;
    if (!v || !this.myTurn) return null;
    if (v.phase === 'combat') return v.pending?.unitId ?? null;
    return this.selected;
  }

  clickSquare(sq: Square): void {
    const v = this.view;
    if (!v) return;
    this.cursor = sq;
    const there = unitAt(v, sq.x, sq.y);
    const actor = this.actor();
    if (actor && there && this.targetsOf(actor).includes(there.id)) {
      // A target: show the odds first; the same target again (or Enter) commits.
      if (this.preview && this.preview.attackerId === actor && this.preview.targetId === there.id) this.confirm();
      else this.openPreview(actor, there.id);
      return;
    }
    if (this.preview) {
      this.cancelPreview();
      if (!there) return;
    }
    if (this.heroMoving) {
      // SW-07: any own unit on the square the hero may join (the top first).
      const targets = this.heroTargets(this.heroMoving);
      const here = stackAt(v, sq.x, sq.y).filter((u) => targets.includes(u.id));
      if (here.length) {
        this.moveHeroTo(here[here.length - 1].id);
        return;
      }
      this.heroMoving = null;
    }
    if (this.reorderDraft) this.reorderDraft = null;
    this.stackOffer = null;
    if (v.phase === 'deploy' && !there && this.myTurn) {
      const unit = this.myReserves().find((u) => u.id === this.selected) ?? this.myReserves()[0];
      if (unit && this.deploySquares(unit.id).some((r) => r.x === sq.x && r.y === sq.y)) {
        this.send({ type: 'deploy', unitId: unit.id, to: { x: sq.x, y: sq.y } });
        const rest = this.myReserves().filter((u) => u.id !== unit.id);
        this.selected = rest[0]?.id ?? null;
        this.refresh();
        return;
      }
    }
    if (v.phase === 'move' && this.selected && !there && this.shooting) {
      this.shooting = false;
      this.refresh();
      return;
    }
    const inReach = v.phase === 'move' && !!this.selected && this.myTurn && this.reachSquares().some((r) => r.x === sq.x && r.y === sq.y);
    const command = inReach ? this.moveCommand(sq) : null;
    if (command && !there) {
      this.send(command);
      this.wholeStack = false;
      this.refresh();
      return;
    }
    // An own unit in reach: select it, and offer to stack the unit selected before onto it (SW-16).
    const offer = command && there && there.side === this.mySide ? command : null;
    this.select(there ? there.id : null);
    if (offer) {
      this.stackOffer = offer;
      this.refresh();
    }
  }

  /** The legal move of the selected unit, or with T of its whole stack, to a square of its reach. */
  private moveCommand(sq: Square): MoveCommand | null {
    const top = this.selectedTop();
    const to = { x: sq.x, y: sq.y };
    let command: MoveCommand | null = null;
    if (this.wholeStack && top) {
      const order = this.stackReverse && this.view ? stackAt(this.view, top.x, top.y).map((u) => u.id).reverse() : undefined;
      command = { type: 'move', unitId: top.id, to, withStack: true, ...(order ? { order } : {}) };
    } else if (this.selected) command = { type: 'move', unitId: this.selected, to };
    return command && this.legal.some((c) => JSON.stringify(c) === JSON.stringify(command)) ? command : null;
  }

  private acceptStackOffer(): void {
    const offer = this.stackOffer;
    this.stackOffer = null;
    if (!offer) return;
    this.sendLegal(offer);
    this.selected = offer.unitId;
    this.wholeStack = false;
    this.refresh();
  }

  private select(id: string | null): void {
    if (id !== this.selected) {
      const v = this.view;
      const was = v && v.units.find((u) => u.id === this.selected);
      const now = v && v.units.find((u) => u.id === id);
      this.shooting = false;
      this.heroMoving = null;
      this.stackOffer = null;
      this.reorderDraft = null;
      if (!(was && now && was.x === now.x && was.y === now.y)) this.wholeStack = false;
    }
    this.selected = id;
    this.refresh();
  }

  /** H: choose a touching own unit for the selected unit's hero (SW-07). */
  private toggleHeroMove(): void {
    const v = this.view;
    if (!v || v.phase !== 'move' || !this.selected) return;
    const hero = heroWith(v, this.selected);
    if (this.heroMoving) this.heroMoving = null;
    else if (hero && this.heroTargets(hero.id).length) {
      this.heroMoving = hero.id;
      this.shooting = false;
      this.preview = null;
      this.wholeStack = false;
      this.reorderDraft = null;
      this.stackOffer = null;
    }
    this.refresh();
  }

  private cancelHeroMove(): void {
    this.heroMoving = null;
    this.refresh();
  }

  private moveHeroTo(unitId: string): void {
    const heroId = this.heroMoving;
    this.heroMoving = null;
    if (heroId) this.sendLegal({ type: 'moveHero', heroId, toUnitId: unitId });
    this.refresh();
  }

  /** T: the selected stack moves as a whole (SW-16). */
  private toggleWholeStack(): void {
    const top = this.selectedTop();
    if (!this.wholeStack && !(top && this.stackSquares(top.id).length)) return;
    this.wholeStack = !this.wholeStack;
    if (this.wholeStack) {
      this.shooting = false;
      this.heroMoving = null;
      this.reorderDraft = null;
      this.stackOffer = null;
    }
    this.refresh();
  }

  private startReorder(): void {
    const v = this.view;
    const top = this.selectedTop();
    if (!v || !top || !this.canReorderAt(top)) return;
    this.reorderDraft = { at: { x: top.x, y: top.y }, order: stackAt(v, top.x, top.y).map((u) => u.id) };
    this.wholeStack = false;
    this.shooting = false;
    this.heroMoving = null;
    this.refresh();
  }

  /** Moves a unit one place in the new order: -1 nearer the bottom, +1 nearer the top. */
  private shiftDraft(id: string, delta: number): void {
    const d = this.reorderDraft;
    if (!d) return;
    const order = [...d.order];
    const i = order.indexOf(id);
    const j = i + delta;
    if (i < 0 || j < 0 || j >= order.length) return;
    [order[i], order[j]] = [order[j], order[i]];
    this.reorderDraft = { ...d, order };
    this.refresh();
  }

  /** Sends the new order when the engine offers a reorder of this stack; it checks the permutation again. */
  private applyReorder(): void {
    const d = this.reorderDraft;
    const v = this.view;
    if (!d || !v) return;
    const now = stackAt(v, d.at.x, d.at.y).map((u) => u.id);
    const same = now.length === d.order.length && now.every((id, i) => id === d.order[i]);
    const permutation = [...now].sort().join() === [...d.order].sort().join();
    this.reorderDraft = null;
    if (this.canReorderAt(d.at) && permutation && !same) this.send({ type: 'reorder', at: d.at, order: d.order });
    else $('rejection').textContent = same ? 'That is the order the stack already has.' : 'That is not possible now.';
    this.refresh();
  }

  private cancelReorder(): void {
    this.reorderDraft = null;
    this.refresh();
  }

  /** Stance changes are free, any time it is one's turn; the engine caps them (1, or the pool's max with Badassery). */
  private changeStance(heroId: string, what: 'defend' | 'react', delta: number): void {
    const v = this.view;
    const hero = v?.heroes.find((h) => h.id === heroId && h.side === this.mySide);
    if (!v || !hero || !this.myTurn) return;
    const cap = stanceCap(hero, what === 'defend' ? 'instinct' : 'reason');
    const value = Math.max(0, Math.min(cap, hero.stance[what] + delta));
    if (value === hero.stance[what]) return;
    this.send({ type: 'heroStance', heroId, defend: what === 'defend' ? value : hero.stance.defend, react: what === 'react' ? value : hero.stance.react });
  }

  /** What the attacker's hero may spend on the previewed roll, and what is chosen (SW-08/09). */
  private spendChoice(p: Preview): SpendChoice | undefined {
    const hero = this.view && heroWith(this.view, p.attackerId);
    if (!hero || hero.side !== this.mySide) return undefined;
    const vigorMax = maxSpend(hero, 'vigor');
    const pool = lastingPool(hero);
    if (!vigorMax && !pool) return undefined;
    const lastingMax = pool ? Math.max(0, hero.pools[pool] - (pool === 'vigor' ? p.vigor : 0)) : 0;
    return { hero: hero.name, vigorMax, vigor: p.vigor, lastingPool: pool, lastingMax, lasting: Math.min(p.lasting, lastingMax) };
  }

  private setSpend(what: 'vigor' | 'lasting', n: number): void {
    const p = this.preview;
    if (!p) return;
    const next = { ...p, [what]: Math.max(0, n) };
    const c = this.spendChoice(next);
    if (!c) return;
    next.vigor = Math.min(next.vigor, c.vigorMax);
    const again = this.spendChoice(next)!;
    next.lasting = Math.min(next.lasting, again.lastingMax);
    this.preview = next;
    this.scrollOdds = true;
    this.refresh();
  }

  private openPreview(attackerId: string, targetId: string): void {
    const v = this.view!;
    const keep = this.preview && this.preview.attackerId === attackerId ? this.preview : null;
    this.preview = { attackerId, targetId, kind: v.phase === 'combat' ? 'melee' : 'missile', vigor: keep?.vigor ?? 0, lasting: keep?.lasting ?? 0 };
    if (v.phase !== 'combat') this.selected = attackerId;
    this.refresh();
  }

  private cancelPreview(): void {
    this.preview = null;
    this.refresh();
  }

  private confirm(): void {
    const p = this.preview;
    if (!p) return;
    const base: AttackCommand = { type: p.kind === 'melee' ? 'attack' : 'shoot', unitId: p.attackerId, targetId: p.targetId };
    this.preview = null;
    this.shooting = false;
    // The attack itself must be in legalCommands; what the hero spends on it is within what the engine's own limits allow.
    const spend = this.spendChoice(p);
    const vigor = spend ? Math.min(p.vigor, spend.vigorMax) : 0;
    const lasting = spend ? Math.min(p.lasting, spend.lastingMax) : 0;
    const same = (c: Command) => JSON.stringify(c) === JSON.stringify(base);
    if (this.legal.some(same)) this.send({ ...base, ...(vigor ? { vigor } : {}), ...(lasting ? { lasting } : {}) });
    else $('rejection').textContent = this.myTurn ? 'That is not possible now.' : 'It is not your turn.';
    this.refresh();
  }

  private toggleShoot(): void {
    const v = this.view;
    if (!v || v.phase !== 'move' || !this.selected || !this.shootTargetsOf(this.selected).length) return;
    this.shooting = !this.shooting;
    if (!this.shooting) this.preview = null;
    this.refresh();
  }

  private recover(): void {
    if (this.selected && this.has('recover', this.selected)) this.sendLegal({ type: 'recover', unitId: this.selected });
  }

  private buyAction(): void {
    if (this.has('buyAction')) this.sendLegal({ type: 'buyAction' });
  }

  private endPhase(): void {
    if (this.has('endPhase')) {
      this.preview = null;
      this.shooting = false;
      this.send({ type: 'endPhase' });
    }
  }

  private pass(): void {
    if (this.has('pass')) {
      this.preview = null;
      this.send({ type: 'pass' });
    }
  }

  private key(e: KeyboardEvent): void {
    if (!this.view || e.ctrlKey || e.metaKey || e.altKey || (e.target instanceof HTMLElement && ['INPUT', 'TEXTAREA', 'SELECT'].includes(e.target.tagName))) return;
    const k = e.key;
    const v = this.view;
    if (k === 'Escape') {
      if (this.preview) this.cancelPreview();
      else if (this.heroMoving) this.cancelHeroMove();
      else if (this.reorderDraft) this.cancelReorder();
      else if (this.shooting) {
        this.shooting = false;
        this.refresh();
      } else if (this.wholeStack) this.toggleWholeStack();
      else this.select(null);
    } else if (k === 'h' || k === 'H') {
      this.toggleHeroMove();
    } else if (k === 't' || k === 'T') {
      this.toggleWholeStack();
    } else if (k === 'e' || k === 'E') {
      this.endPhase();
    } else if (k === 'p' || k === 'P') {
      this.pass();
    } else if (k === 's' || k === 'S') {
      this.toggleShoot();
    } else if (k === 'r' || k === 'R') {
      this.recover();
    } else if (k === 'b' || k === 'B') {
      this.buyAction();
    } else if (k === 'n' || k === 'N') {
      // In opportunity fire, N steps through the units that may fire; otherwise through all of yours.
      const shooters = v.phase === 'opportunity' && this.myTurn ? this.shooters() : [];
      const mine = v.phase === 'deploy' && this.myReserves().length
        ? this.myReserves()
        : shooters.length
          ? v.units.filter((u) => shooters.includes(u.id))
          : v.units.filter((u) => u.side === this.mySide && u.condition !== 'dead');
      if (!mine.length) return;
      const i = mine.findIndex((u) => u.id === this.selected);
      const next = mine[(i + 1) % mine.length];
      this.preview = null;
      if (next.x >= 0) this.cursor = { x: next.x, y: next.y };
      this.select(next.id);
    } else if (k.startsWith('Arrow')) {
      const c = this.cursor ?? { x: 0, y: 0 };
      const d = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] }[k] ?? [0, 0];
      this.cursor = { x: Math.min(v.map.width - 1, Math.max(0, c.x + d[0])), y: Math.min(v.map.height - 1, Math.max(0, c.y + d[1])) };
      this.refresh();
      e.preventDefault();
    } else if (k === 'Enter' && this.stackOffer && document.activeElement?.tagName !== 'BUTTON') {
      e.preventDefault();
      this.acceptStackOffer();
    } else if (k === 'Enter' && this.preview) {
      // Enter confirms the odds on show, also when a button has the focus (no second click from it).
      e.preventDefault();
      this.confirm();
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

  /** Line of sight from the acting unit to the previewed target, or to an enemy under the pointer or cursor. */
  private sight(v: BattleView, actor: UnitState | null): SightLine | null {
    if (!actor?.missileRange || (v.phase === 'combat' && this.preview?.kind !== 'missile')) return null;
    let to: Square | null = null;
    if (this.preview?.kind === 'missile') to = v.units.find((u) => u.id === this.preview!.targetId) ?? null;
    else if (this.myTurn && actor.side === this.mySide && (v.phase === 'opportunity' || (v.phase === 'move' && !actor.shot))) {
      // While choosing a shot any square under the pointer gets a line; otherwise only enemies do.
      const aiming = this.shooting || v.phase === 'opportunity';
      const sq = this.hover ?? this.cursor;
      const there = sq ? unitAt(v, sq.x, sq.y) : undefined;
      if (there && there.side !== actor.side) to = there;
      else if (aiming && sq && !there && (sq.x !== actor.x || sq.y !== actor.y)) to = sq;
    }
    if (!to) return null;
    const los = lineOfSight(v.map, actor, to);
    const inRange = distance(actor, to) <= actor.missileRange;
    const cover = los.through.filter((s) => ['woods', 'swamp'].includes(v.map.terrain[indexOf(v.map, s.x, s.y)]));
    const dice = los.penalties.reduce((n, m) => n + m.penalty, 0);
    const label = !los.clear ? 'blocked' : !inRange ? 'out of range' : dice ? `−${dice} ${dice === 1 ? 'die' : 'dice'} cover` : 'clear shot';
    return { from: actor, to, clear: los.clear && inRange, blockedBy: los.blockedBy, cover, label };
  }

  private refresh(): void {
    const v = this.view;
    if (!v || !this.synced || !this.board) return;
    const mine = this.myTurn;
    // Combat: your pending attack opens its odds by itself, once; clicking that target (or Enter) attacks.
    if (mine && v.phase === 'combat' && v.pending) {
      const key = `${v.turn}:${v.pending.unitId}`;
      const targets = this.targetsOf(v.pending.unitId);
      if (this.autoPreviewed !== key && targets.length) {
        this.autoPreviewed = key;
        this.preview = { attackerId: v.pending.unitId, targetId: targets[0], kind: 'melee', vigor: 0, lasting: 0 };
      }
    }
    const reserve = v.phase === 'deploy' ? v.reserves.find((u) => u.id === this.selected) ?? null : null;
    const sel = reserve ?? v.units.find((u) => u.id === this.selected) ?? null;
    const actorId = this.actor();
    const actor = v.units.find((u) => u.id === actorId) ?? null;
    const placing = v.phase === 'deploy' && mine ? (reserve?.side === this.mySide ? reserve : this.myReserves()[0]) : null;
    const choosing = this.shooting || !!this.heroMoving || !!this.reorderDraft;
    const reach = placing ? this.deploySquares(placing.id) : sel && v.phase === 'move' && !choosing ? this.reachSquares() : [];
    const zoc: Square[] = sel && reach.length && v.phase === 'move' ? enemyZones(v, sel.side) : [];
    const targets = actorId ? this.targetsOf(actorId) : [];
    const rangeUnit = this.preview?.kind === 'missile' ? actor : sel;
    const range = rangeUnit?.missileRange && rangeUnit.x >= 0 ? missileRange(v, rangeUnit) : [];
    const shooters = mine && v.phase === 'opportunity' ? this.shooters() : [];
    this.picture = {
      units: v.units,
      mySide: this.mySide,
      selected: v.phase === 'combat' && mine ? actorId : this.selected,
      reachable: reach,
      targets,
      shooters,
      previewTarget: this.preview?.targetId ?? null,
      zoc,
      range,
      rangeActive: this.shooting || (v.phase === 'opportunity' && mine && !!sel && shooters.includes(sel.id)),
      sight: this.sight(v, v.phase === 'combat' ? actor : sel && sel.side === this.mySide ? sel : null),
      nodes: v.map.nodes.map((n, i) => ({ x: n.x, y: n.y, owner: v.nodeOwners[i] ?? null })),
      cube: v.map.cube ?? null,
      cursor: this.cursor,
      lastMove: this.lastMove,
      heroes: v.heroes,
      heroTargets: this.heroMoving
        ? v.units.filter((u) => this.heroTargets(this.heroMoving!).includes(u.id)).map((u) => ({ x: u.x, y: u.y }))
        : [],
      stackOnto: this.stackOffer?.to ?? null,
    };
    this.board.show(this.picture);
    this.panel(v, sel, reach.length, targets, shooters);
    this.clock();
  }

  private panel(v: BattleView, sel: UnitState | null, reachCount: number, targets: string[], shooters: string[]): void {
    const seats = this.synced!.seats;
    const mine = this.myTurn;
    const who = esc(v.sideNames[v.active] ?? '');
    const yours = mine ? ' (your turn)' : '';
    let text: string;
    if (!this.allSeated) text = 'Waiting for your opponent to open the link…';
    else if (v.phase === 'over') text = `Battle over: ${v.result?.reason ?? ''}`;
    else if (v.phase === 'deploy') text = `Set-up: ${who} places a unit${mine ? ' (your turn): click a highlighted square, or Place all' : ''}`;
    else if (v.phase === 'combat') text = `Turn ${v.turn}, combat: ${v.pending ? `${v.pending.unitId} of ${who} attacks` : 'resolving'}${yours}`;
    else if (v.phase === 'opportunity')
      text = `Turn ${v.turn}, ${who} opportunity fire at ${v.sideNames[v.mover] ?? ''}'s moves${mine ? ' (your turn): pick a ringed shooter, or Stop firing' : ''}`;
    else if (v.phase === 'resources') text = `Turn ${v.turn}, ${who} resource phase: ${v.resources[v.active]} RP${mine ? ' (your turn): buy, or Done buying' : ''}`;
    else text = `Turn ${v.turn}, ${who} moves: ${v.actionsLeft} action${v.actionsLeft === 1 ? '' : 's'} left${yours}`;
    const banner = $('banner');
    banner.textContent = text;
    banner.classList.toggle('mine', mine);

    // Result box.
    const result = $('result');
    result.hidden = v.phase !== 'over';
    if (v.phase === 'over') {
      const w = v.result?.winner ?? null;
      const head = w === null ? 'Draw' : `${v.sideNames[w] ?? `Side ${w + 1}`} wins`;
      const you = this.mySide < 0 ? '' : w === null ? 'Nobody won.' : w === this.mySide ? 'You won!' : 'You lost.';
      result.innerHTML = `<div class="result-head">${esc(head)}</div><div class="result-you">${you}</div><div>${esc(v.result?.reason ?? '')}</div><div class="muted">Turn ${v.turn}. The combat log below keeps every roll.</div>`;
    }

    // Sides and resources.
    $('seats').innerHTML = sidesHtml(v, seats, this.mySide);
    $('goals').textContent = goalsText(this.scenario);
    $('share').hidden = this.allSeated;
    this.shop(v, mine);

    // Heroes (SW-07..09): one's own in full with their stance, the others as far as one may know them.
    const heroes = $('heroes');
    heroes.hidden = !v.heroes.length;
    if (v.heroes.length) {
      const h = heroesHtml(v, this.mySide, mine);
      setHtml($('heroes-summary'), h.summary);
      setHtml($('heroes-body'), h.body);
    }

    // Phase buttons.
    const end = $('end-phase') as HTMLButtonElement;
    const endLabel = v.phase === 'opportunity' ? 'Stop firing' : v.phase === 'resources' ? 'Done buying' : 'End phase';
    end.innerHTML = `${endLabel} <kbd>E</kbd>`;
    end.title = v.phase === 'opportunity' ? 'Fire no more this phase (E)' : v.phase === 'resources' ? 'End your resource phase (E)' : 'End your move phase (E)';
    end.disabled = !this.has('endPhase');
    end.hidden = v.phase === 'deploy' || v.phase === 'over';
    ($('pass') as HTMLButtonElement).disabled = !this.has('pass');
    $('pass').hidden = v.phase !== 'combat';

    // Unit actions (move phase).
    const shootB = $('act-shoot') as HTMLButtonElement;
    const recoverB = $('act-recover') as HTMLButtonElement;
    const buyB = $('act-buy-action') as HTMLButtonElement;
    const ownSel = sel && sel.side === this.mySide && mine && v.phase === 'move' ? sel : null;
    shootB.hidden = !(ownSel && ownSel.missileRange);
    shootB.disabled = !(ownSel && this.has('shoot', ownSel.id));
    shootB.classList.toggle('on', this.shooting);
    shootB.innerHTML = `${this.shooting ? 'Shooting…' : 'Shoot'} <kbd>S</kbd>`;
    shootB.title = !ownSel ? '' : this.has('shoot', ownSel.id) ? 'Choose a ringed enemy to shoot at (S)' : ownSel.shot ? 'Already shot this turn' : v.actionsLeft <= 0 ? 'No actions left' : ownSel.condition === 'broken' ? 'Broken units cannot attack' : 'No enemy in range and sight';
    const cost = ownSel ? recoverCost(ownSel) : null;
    recoverB.hidden = !(ownSel && cost !== null);
    recoverB.disabled = !(ownSel && this.has('recover', ownSel.id));
    recoverB.innerHTML = `Recover (${cost ?? 0} RP) <kbd>R</kbd>`;
    recoverB.title = !ownSel || cost === null ? '' : this.has('recover', ownSel.id) ? `${ownSel.condition === 'broken' ? 'Broken → bloodied' : 'Bloodied → OK'} for ${cost} RP and an action (R)` : ownSel.recovered ? 'Already recovered this turn' : v.actionsLeft <= 0 ? 'No actions left' : `Costs ${cost} RP; you have ${v.resources[this.mySide]}`;
    buyB.hidden = !(mine && v.phase === 'move');
    buyB.disabled = !this.has('buyAction');
    buyB.title = this.has('buyAction') ? `One more action for 1 RP (you have ${v.resources[this.mySide]}) (B)` : 'No RP to spend';
    const heroB = $('act-hero') as HTMLButtonElement;
    const selHero = ownSel ? heroWith(v, ownSel.id) : undefined;
    const heroTo = selHero ? this.heroTargets(selHero.id) : [];
    heroB.hidden = !selHero;
    heroB.disabled = !heroTo.length && !this.heroMoving;
    heroB.classList.toggle('on', !!this.heroMoving);
    heroB.innerHTML = `${this.heroMoving ? 'Moving hero…' : 'Move hero'} <kbd>H</kbd>`;
    heroB.title = !selHero ? '' : heroTo.length ? `Move ${selHero.name} to a touching unit of yours without a hero, for an action (H)` : v.actionsLeft <= 0 ? 'No actions left' : 'No unit of yours without a hero touches this one';
    $('actions').hidden = (shootB.hidden && recoverB.hidden && buyB.hidden && heroB.hidden) || !!this.preview;

    // Selection / prompt.
    const selection = $('selection');
    let html: string;
    if (v.phase === 'over') {
      const won = v.result?.winner === this.mySide ? 'You won.' : v.result?.winner === null ? 'A draw.' : 'You lost.';
      html = `<p class="result">${won} ${esc(v.result?.reason ?? '')}</p>`;
    } else if (v.phase === 'deploy') {
      const left = this.myReserves();
      const theirs = v.reserves.filter((u) => u.side !== this.mySide).length;
      const current = sel && left.some((u) => u.id === sel.id) ? sel : left[0];
      html =
        `<strong>Set-up.</strong> ${left.length ? `${mine ? 'Place' : 'Still to place'}: ` : 'All your units are placed.'}` +
        (left.length
          ? `<div class="buttons reserves">${left.map((u) => `<button type="button" data-reserve="${esc(u.id)}" class="${u.id === current?.id ? 'on' : ''}" title="${esc(u.name)}">${esc(u.id)} ${esc(u.name)}</button>`).join('')}</div>` +
            (mine ? `<div class="muted notes">Click a highlighted square of your deploy area to place ${esc(current?.id ?? '')}; N picks the next unit.</div><div class="buttons"><button type="button" data-deploy-all="1">Place all remaining</button></div>` : '')
          : '') +
        (theirs ? `<div class="muted notes">The other side has ${theirs} still to place.</div>` : '') +
        (current && mine ? unitCard(current, []) : '');
    } else if (v.pending && mine) {
      html =
        `Your <strong>${v.pending.unitId}</strong> may attack: click a target ringed in red (${v.pending.targets.join(', ')}), or Pass.` +
        `<div class="muted notes">${this.preview ? 'Odds below: Enter (or the same target again) attacks; Esc closes them.' : 'Clicking a target shows the odds first.'}</div>`;
    } else if (this.preview && mine) {
      const others = targets.filter((t) => t !== this.preview!.targetId);
      html =
        `<strong>${this.preview.attackerId}</strong> aims at <strong>${this.preview.targetId}</strong>: Confirm (Enter, or click it again) or Cancel (Esc).` +
        (others.length ? `<div class="muted notes">Other targets: ${others.join(', ')}; click one to compare.</div>` : '');
    } else if (v.phase === 'opportunity' && mine && !(sel && shooters.includes(sel.id))) {
      html = `<strong>Opportunity fire.</strong> Your units with a dashed ring may fire once each at an enemy that moved into their range: ${shooters.join(', ') || 'none left'}. Click one (or press N), or Stop firing (E).`;
    } else if (v.phase === 'resources' && mine && !sel) {
      html = '<strong>Resource phase.</strong> Buy from the list above, then Done buying (E).';
    } else if (this.heroMoving && mine) {
      const hero = v.heroes.find((h) => h.id === this.heroMoving)!;
      const to = v.units.filter((u) => this.heroTargets(hero.id).includes(u.id));
      html =
        `<strong>Moving ${esc(hero.name)}</strong> from ${esc(hero.unitId ?? '')}: click a unit framed with a star, or choose one (1 action):` +
        `<div class="buttons">${to.map((u) => `<button type="button" data-hero-to="${esc(u.id)}"><span class="side-${u.side}">${esc(u.id)}</span> ${esc(u.name)}</button>`).join('')}<button type="button" data-hero-cancel="1">Cancel <kbd>Esc</kbd></button></div>`;
    } else if (sel) {
      const notes: string[] = [];
      const adj = adjacentEnemies(v, sel).map((u) => u.id);
      if (sel.side === this.mySide && mine) {
        if (v.phase === 'move') {
          if (this.shooting) notes.push(`Shooting: click a ringed enemy (${targets.join(', ')}) for the odds. Esc stops.`);
          else if (this.reorderDraft) notes.push('Choose the new order below, then Apply.');
          else if (reachCount && this.wholeStack) notes.push(`The whole stack: ${reachCount} squares in reach. Click one to move it.`);
          else if (reachCount) notes.push(`${reachCount} squares in reach: click one to move (onto one of your units to stack).`);
          else if (!this.selectedTop() || this.selectedTop()!.id !== sel.id) notes.push('Under another unit: only the top of a stack acts.');
          else if (sel.moved) notes.push('Already moved this turn.');
          else if (v.actionsLeft <= 0) notes.push('No actions left: buy one (B) or end the phase.');
        } else if (v.phase === 'opportunity') {
          notes.push(`May fire at ${targets.join(', ')}: click one for the odds.`);
        }
      }
      if (sel.missileRange) notes.push(`Missile range ${sel.missileRange}: ${missileRange(v, sel).length} squares in range and sight (outlined).`);
      if (adj.length) notes.push(`In contact with ${adj.join(', ')}.`);
      const stack = sel.x >= 0 ? stackAt(v, sel.x, sel.y) : [];
      const top = stack.at(-1);
      const ownTurn = sel.side === this.mySide && mine && v.phase === 'move';
      const stackPart =
        stack.length > 1 && top
          ? stackHtml(v, stack, {
              selected: sel.id,
              draft: this.reorderDraft && this.reorderDraft.at.x === sel.x && this.reorderDraft.at.y === sel.y ? this.reorderDraft.order : null,
              canReorder: ownTurn && this.canReorderAt(top),
              canMoveStack: ownTurn && this.stackSquares(top.id).length > 0,
              movingStack: this.wholeStack,
              reverse: this.stackReverse,
            })
          : '';
      const o = this.stackOffer;
      const offer =
        o && mine
          ? `<div class="offer"><div>Or move ${o.withStack ? `the stack under <strong>${esc(o.unitId)}</strong>` : `<strong>${esc(o.unitId)}</strong>`} onto ${esc(sel.id)}, making a stack${o.withStack ? '' : ` with ${esc(o.unitId)} on top`}:</div>` +
            `<div class="buttons"><button type="button" class="primary" data-stack-confirm="1">Stack ${esc(o.unitId)} here (1 action) <kbd>Enter</kbd></button></div></div>`
          : '';
      html = offer + unitCard(sel, notes, heroWith(v, sel.id)) + stackPart;
    } else {
      html = '<span class="muted">Click one of your units (or press N) to select it.</span>';
    }
    setHtml(selection, html);

    // Odds panel.
    const odds = $('odds');
    const p = this.preview;
    const attacker = p && v.units.find((u) => u.id === p.attackerId);
    const target = p && v.units.find((u) => u.id === p.targetId);
    const preview = p && attacker && target ? attackPreview(v, attacker.id, target.id, p.kind, p.vigor) : null;
    const wasHidden = odds.hidden;
    odds.hidden = !preview;
    $('panel').classList.toggle('previewing', !!preview);
    if (preview && attacker && target) {
      setHtml($('odds-body'), oddsHtml(preview, attacker, target, v.phase === 'opportunity', mine ? this.spendChoice(p!) : undefined));
      ($('odds-confirm') as HTMLButtonElement).innerHTML = `${p!.kind === 'melee' ? 'Attack' : 'Shoot'} ${esc(target.id)}: Confirm <kbd>Enter</kbd>`;
      if (wasHidden || this.scrollOdds) $('odds-confirm').scrollIntoView({ block: 'nearest' });
      this.scrollOdds = false;
    }
  }

  /** The resource phase's purchases, from the engine's own list (SW-24). */
  private shop(v: BattleView, mine: boolean): void {
    const shop = $('shop');
    if (v.phase !== 'resources' || !this.scenario) {
      shop.hidden = true;
      shop.innerHTML = '';
      return;
    }
    shop.hidden = false;
    if (!mine) {
      shop.innerHTML = `<p class="muted">${esc(v.sideNames[v.active] ?? '')} is buying.</p>`;
      return;
    }
    const p = purchases(v, this.mySide);
    const items = [
      ...p.buy.map((t) => ({ attr: `data-buy="${esc(t.id)}"`, ok: this.legal.some((c) => c.type === 'buy' && c.unitType === t.id), label: `Buy ${esc(t.name)}`, cost: t.cost })),
      ...p.revive.map((u) => ({ attr: `data-revive="${esc(u.id)}"`, ok: this.legal.some((c) => c.type === 'revive' && c.unitId === u.id), label: `Bring back ${esc(u.name)} (${esc(u.id)})`, cost: u.cost })),
      // SW-24: a lost hero returns with one of your units that has no hero; one button per pairing the engine offers.
      ...this.legal.flatMap((c) => {
        if (c.type !== 'reviveHero') return [];
        const hero = v.heroes.find((h) => h.id === c.heroId);
        const unit = v.units.find((u) => u.id === c.unitId);
        if (!hero || !unit) return [];
        return [{ attr: `data-revive-hero="${esc(hero.id)}" data-host="${esc(unit.id)}"`, ok: true, label: `Bring back ★ ${esc(hero.name)} with ${esc(unit.name)} (${esc(unit.id)}) —`, cost: hero.cost }];
      }),
    ];
    shop.innerHTML =
      `<h3>Your resource phase: ${v.resources[this.mySide]} RP to spend</h3>` +
      (items.length ? `<div class="shop-list">${items.map((i) => `<button type="button" ${i.attr} ${i.ok ? '' : 'disabled'}>${i.label} <span class="cost">${i.cost} RP</span></button>`).join('')}</div>` : '<p class="muted">Nothing you can afford.</p>') +
      `<p class="muted small">New units arrive in your deploy area and act next turn. Done buying (E) is below.</p>`;
  }
}
