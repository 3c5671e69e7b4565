import { deployOptions, purchases } from '../reducer/apply.ts';
import { canAttack } from '../rules/combat.ts';
import type { Command } from '../commands.ts';
import { reachable } from '../rules/movement.ts';
import { isTop, stackAt } from '../rules/grid.ts';
import { recoverCost } from '../rules/resources.ts';
import { canShoot, opportunityTargets, shootTargets } from '../rules/shooting.ts';
import type { BattleView } from '../model.ts';
import { heroWith, lastingPool, maxSpend } from '../rules/heroes.ts';

/**
 * Every command the side may give now, as data: what the scripted players choose from and what the
 * property tests draw from. Each of these is accepted by apply(); nothing else of these kinds is.
 */
export function legalCommands(view: BattleView, side: number): Command[] {
  if (view.phase === 'over' || view.active !== side) return [];
  const out: Command[] = [];
  const mine = view.units.filter((u) => u.side === side && u.condition !== 'dead');
  switch (view.phase) {
    case 'deploy': {
      const squares = deployOptions(view, side);
      for (const u of view.reserves.filter((r) => r.side === side)) for (const sq of squares) out.push({ type: 'deploy', unitId: u.id, to: sq });
      if (view.reserves.some((r) => r.side === side)) out.push({ type: 'deployAll' });
      break;
    }
    case 'move':
      if (view.actionsLeft > 0) {
        for (const u of mine) {
          if (!u.moved) for (const r of reachable(view, u.id)) out.push({ type: 'move', unitId: u.id, to: { x: r.x, y: r.y } });
          if (!u.shot && canShoot(u)) for (const t of shootTargets(view, u)) out.push({ type: 'shoot', unitId: u.id, targetId: t.id });
          const cost = recoverCost(u);
          if (!u.recovered && cost !== null && cost <= view.resources[side] && isTop(view, u)) out.push({ type: 'recover', unitId: u.id });
          // SW-16: a stack moves together (reversing its order on the way is free) or is reordered for an action.
          const stack = stackAt(view, u.x, u.y);
          if (stack.length > 1 && isTop(view, u)) {
            const reversed = stack.map((m) => m.id).reverse();
            if (stack.every((m) => !m.moved)) {
              for (const r of reachable(view, u.id, { withStack: true })) {
                out.push({ type: 'move', unitId: u.id, to: { x: r.x, y: r.y }, withStack: true });
                out.push({ type: 'move', unitId: u.id, to: { x: r.x, y: r.y }, withStack: true, order: reversed });
              }
            }
            out.push({ type: 'reorder', at: { x: u.x, y: u.y }, order: reversed });
          }
        }
      }
      if (view.actionsLeft > 0) {
        for (const h of view.heroes.filter((x) => x.side === side && x.unitId)) {
          const from = view.units.find((u) => u.id === h.unitId)!;
          for (const u of mine) {
            if (Math.max(Math.abs(u.x - from.x), Math.abs(u.y - from.y)) === 1 && !view.heroes.some((x) => x.unitId === u.id)) out.push({ type: 'moveHero', heroId: h.id, toUnitId: u.id });
          }
        }
      }
      if (view.resources[side] >= 1) out.push({ type: 'buyAction' });
      out.push({ type: 'endPhase' });
      break;
    case 'opportunity':
      for (const u of mine) if (canShoot(u)) for (const t of opportunityTargets(view, u)) out.push({ type: 'shoot', unitId: u.id, targetId: t.id });
      out.push({ type: 'endPhase' });
      break;
    case 'combat':
      if (view.pending) {
        const u = view.units.find((x) => x.id === view.pending!.unitId);
        if (u && canAttack(u)) for (const t of view.pending.targets) out.push({ type: 'attack', unitId: u.id, targetId: t });
        out.push({ type: 'pass' });
      }
      break;
    case 'resources': {
      const p = purchases(view, side);
      for (const t of p.buy) out.push({ type: 'buy', unitType: t.id });
      const hosts = view.units.filter((u) => u.side === side && u.condition !== 'dead' && !view.heroes.some((h) => h.unitId === u.id));
      for (const h of p.heroes) for (const u of hosts) out.push({ type: 'reviveHero', heroId: h.id, unitId: u.id });
      for (const u of p.revive) out.push({ type: 'revive', unitId: u.id });
      out.push({ type: 'endPhase' });
      break;
    }
  }
  return withSpends(view, out);
}

/** Attack and shoot commands once more with the most Vigor the unit's hero may spend, and with one point of Lasting Damage. */
function withSpends(view: BattleView, commands: Command[]): Command[] {
  const out: Command[] = [];
  for (const c of commands) {
    out.push(c);
    if (c.type !== 'attack' && c.type !== 'shoot') continue;
    const hero = heroWith(view, c.unitId);
    if (!hero) continue;
    const vigor = maxSpend(hero, 'vigor');
    if (vigor > 0) out.push({ ...c, vigor });
    const pool = lastingPool(hero);
    if (pool && hero.pools[pool] > 0) out.push({ ...c, lasting: 1 });
  }
  return out;
}
