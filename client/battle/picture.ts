import { inactiveWhy } from '../../shared/battle/rules/contested.ts';
import { moveHint, shotBlocker, shotLine } from '../../shared/battle/queries/hints.ts';
import { unitAt } from '../../shared/battle/rules/grid.ts';
import { enemyZones } from '../../shared/battle/rules/movement.ts';
import { missileRange } from '../../shared/battle/rules/shooting.ts';
import type { BattleView, UnitState } from '../../shared/battle/model.ts';
import type { Rect, Square } from '../../shared/map/battleMap.ts';
import type { BoardPicture, SightLine } from './board/types.ts';
import { actorOf, isMine, moveFor, placing, reachOf, selectedId, targetsOf } from './choices.ts';
import type { Ctx, Mode } from './modeTypes.ts';
import * as offers from './offers.ts';
import { pointerWords } from './pointerWords.ts';
import { taskMarkOf } from './panel/taskPanel.ts';
import { guarded, held } from '../../shared/battle/rules/bystanders.ts';
import { pct } from './panel/html.ts';

// The board's picture as plain data, from the view, the interaction mode, the legal commands and the
// shared queries: reach, targets, range, zones of control, the line of sight under the pointer.

export interface Pointer {
  /** The keyboard cursor. */
  cursor: Square | null;
  /** The square under the mouse. */
  hover: Square | null;
  /** The path of the last move, from its start. */
  lastMove: Square[];
}

/** The unit on show: a waiting one in the set-up, else one on the board. */
export function selectedUnit(mode: Mode, ctx: Ctx): UnitState | null {
  const id = selectedId(mode);
  const v = ctx.view;
  return (v.phase === 'deploy' ? v.reserves.find((u) => u.id === id) : undefined) ?? v.units.find((u) => u.id === id) ?? null;
}

/** Line of sight from the shooter to the previewed target, or to what is under the pointer while it may shoot. */
function sight(mode: Mode, ctx: Ctx, pointer: Pointer, shooter: UnitState | null, targets: string[]): SightLine | null {
  const v = ctx.view;
  if (!shooter?.missileRange || shooter.x < 0) return null;
  let to: Square | null = null;
  if (mode.kind === 'preview') {
    if (mode.attack === 'missile') to = v.units.find((u) => u.id === mode.targetId) ?? null;
  } else if (isMine(ctx) && shooter.side === ctx.side && !shotBlocker(v, ctx.side, shooter.id)) {
    // While choosing a shot any square under the pointer gets a line; otherwise only enemies do.
    const aiming = mode.kind === 'shooting' || targets.length > 0;
    const sq = pointer.hover ?? pointer.cursor;
    const there = sq ? unitAt(v, sq.x, sq.y) : undefined;
    if (there && there.side !== shooter.side) to = there;
    else if (aiming && sq && !there && (sq.x !== shooter.x || sq.y !== shooter.y)) to = sq;
  }
  if (!to) return null;
  const line = shotLine(v, shooter, to);
  return { from: line.from, to: line.to, clear: line.clear, blockedBy: line.blockedBy, cover: line.cover, label: line.label };
}

export function buildPicture(mode: Mode, ctx: Ctx, pointer: Pointer): BoardPicture {
  const v = ctx.view;
  const mine = isMine(ctx);
  const sel = selectedUnit(mode, ctx);
  const actorId = actorOf(mode, ctx);
  const actor = v.units.find((u) => u.id === actorId) ?? null;
  const place = v.phase === 'deploy' && mine ? placing(mode, ctx) : undefined;
  const reach = place ? offers.deploySquaresOf(ctx.legal, place.id) : reachOf(mode, ctx);
  const targets = targetsOf(mode, ctx, actorId);
  const missile = mode.kind === 'preview' && mode.attack === 'missile';
  const rangeUnit = missile ? actor : sel;
  const firing = mine && v.phase === 'opportunity' ? offers.shooters(ctx.legal) : [];
  const heroTo = mode.kind === 'heroMove' ? offers.heroTargetsOf(ctx.legal, mode.heroId) : mode.kind === 'heroPlace' ? offers.heroHostsOf(ctx.legal, mode.heroId) : [];
  const fighting = !!v.pending && mine;
  return {
    units: v.units,
    mySide: ctx.side,
    selected: fighting ? actorId : selectedId(mode),
    reachable: reach,
    targets,
    shooters: firing,
    previewTarget: mode.kind === 'preview' ? mode.targetId : null,
    zoc: sel && reach.length && !place ? enemyZones(v, sel.side, sel) : [],
    range: rangeUnit?.missileRange && rangeUnit.x >= 0 ? missileRange(v, rangeUnit) : [],
    rangeActive: mode.kind === 'shooting' || missile || (!!sel && firing.includes(sel.id)),
    sight: sight(mode, ctx, pointer, fighting ? actor : sel && sel.side === ctx.side ? sel : null, targets),
    nodes: v.map.nodes.map((n, i) => ({ x: n.x, y: n.y, owner: v.nodeOwners[i] ?? null })),
    cube: v.map.cube ?? null,
    inactive: inactiveOf(v),
    complications: v.map.complications ?? [],
    holes: holesOf(v),
    defences: v.map.hazards?.defences?.list ?? [],
    air: v.map.air ?? null,
    task: taskMarkOf(v),
    bystanders: (v.map.bystanders ?? []).map((g) => ({ at: g.at, count: g.count, who: g.who, status: g.status, held: held(g) && guarded(v, g) })),
    cursor: pointer.cursor,
    lastMove: pointer.lastMove,
    heroes: v.heroes,
    heroTargets: v.units.filter((u) => heroTo.includes(u.id)).map((u) => ({ x: u.x, y: u.y })),
    stackOnto: mode.kind === 'stackOffer' ? mode.move.to : null,
    deployAreas: v.phase === 'deploy' && ctx.side >= 0 ? v.map.deploy.filter((d) => d.side === ctx.side).map((d) => ({ rect: { x: d.x, y: d.y, w: d.w, h: d.h }, side: d.side })) : [],
  };
}

/** A line about the square under the pointer: what a click there would do, or the engine's reason it cannot. */
export function squareHint(mode: Mode, ctx: Ctx, sq: Square | null): string {
  if (!sq || !isMine(ctx)) return '';
  const v = ctx.view;
  const there = unitAt(v, sq.x, sq.y);
  if (mode.kind === 'heroPlace' && there && there.side === ctx.side) {
    const name = v.heroes.find((h) => h.id === mode.heroId)?.name ?? mode.heroId;
    return ctx.check({ type: 'placeHero', heroId: mode.heroId, unitId: there.id })?.message ?? pointerWords(`Click to place ★ ${name} with ${there.id}`);
  }
  const place = v.phase === 'deploy' ? placing(mode, ctx) : undefined;
  if (place && !there) {
    const no = ctx.check({ type: 'deploy', unitId: place.id, to: { x: sq.x, y: sq.y } });
    return no ? no.message : pointerWords(`Click to place ${place.id} at (${sq.x}, ${sq.y})`);
  }
  const actor = actorOf(mode, ctx);
  const targets = targetsOf(mode, ctx, actor);
  if (actor && there && there.side !== ctx.side && (targets.length || mode.kind === 'shooting')) {
    if (targets.includes(there.id)) return pointerWords(`Click ${there.id} for the odds`);
    const melee = offers.attacksOf(ctx.legal, actor).length > 0;
    return ctx.check({ type: melee ? 'attack' : 'shoot', unitId: actor, targetId: there.id })?.message ?? '';
  }
  const move = reachOf(mode, ctx).length && !there ? moveFor(mode, sq, ctx) : null;
  if (!move) return '';
  const hint = moveHint(v, ctx.side, move);
  if (!hint.ok) return hint.reason;
  const b = hint.balance;
  const balance = b ? `; onto a narrow balance: ${pct(b.crossed)} crosses, ${pct(b['no-progress'])} no progress, ${pct(b.fell)} falls` : '';
  return `Move ${move.unitId}${move.withStack ? ' and its stack' : ''} to (${sq.x}, ${sq.y}): ${hint.cost} movement${balance}`;
}

/** HC-06: the floors' broken sections, drawn as holes; a square an earlier floor holds (the hard one, floorAt) is not a hole. */
export function holesOf(v: BattleView): Rect[] {
  const list = v.map.hazards?.floors ?? [];
  return list.flatMap((f, k) => f.broken.flatMap((i) => list.slice(0, k).reduce((parts, g) => g.sections.reduce((ps, cut) => ps.flatMap((p) => minus(p, cut)), parts), [f.sections[i]])));
}

/** A rectangle less another: the parts left (at most four: above, below, left, right). */
function minus(r: Rect, c: Rect): Rect[] {
  const x0 = Math.max(r.x, c.x), x1 = Math.min(r.x + r.w, c.x + c.w), y0 = Math.max(r.y, c.y), y1 = Math.min(r.y + r.h, c.y + c.h);
  if (x0 >= x1 || y0 >= y1) return [r];
  const out: Rect[] = [];
  if (y0 > r.y) out.push({ x: r.x, y: r.y, w: r.w, h: y0 - r.y });
  if (y1 < r.y + r.h) out.push({ x: r.x, y: y1, w: r.w, h: r.y + r.h - y1 });
  if (x0 > r.x) out.push({ x: r.x, y: y0, w: x0 - r.x, h: y1 - y0 });
  if (x1 < r.x + r.w) out.push({ x: x1, y: y0, w: r.x + r.w - x1, h: y1 - y0 });
  return out;
}

/** HC-01: each living unit that does not count for victory now, and why (the rules' inactiveWhy). */
function inactiveOf(v: BattleView): Record<string, 'outside' | 'out-for-good'> {
  const out: Record<string, 'outside' | 'out-for-good'> = {};
  for (const u of v.units) {
    const why = u.condition === 'dead' ? null : inactiveWhy(v, u);
    if (why) out[u.id] = why;
  }
  return out;
}
