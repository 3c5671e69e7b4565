import type { BattleView, UnitState } from '../../shared/battle/model.ts';
import { BattleSchema, HeroSchema, UnitSchema } from './schema.ts';

// Copies the engine's view into the synced schema. Only changed fields produce patches, so writing
// every field after each command costs nothing for the ones that stayed the same.
function syncArray(target: { length: number; clear(): void; push(...v: number[]): unknown; [i: number]: number }, values: number[]): void {
  if (target.length === values.length && values.every((v, i) => target[i] === v)) return;
  target.clear();
  target.push(...values);
}

export function syncView(target: BattleSchema, view: BattleView): void {
  target.turn = view.turn;
  target.phase = view.phase;
  target.active = view.active;
  target.mover = view.mover;
  syncArray(target.resources, view.resources);
  syncArray(target.nodeOwners, view.nodeOwners.map((o) => o ?? -1));
  syncArray(target.holdTurns, view.holdTurns);
  target.actionsLeft = view.actionsLeft;
  target.seq = view.seq;
  target.over = view.phase === 'over';
  target.winner = view.result?.winner ?? -1;
  target.reason = view.result?.reason ?? '';
  target.pendingUnit = view.pending?.unitId ?? '';
  const targets = view.pending?.targets ?? [];
  if (target.pendingTargets.length !== targets.length || targets.some((id, i) => target.pendingTargets[i] !== id)) {
    target.pendingTargets.clear();
    for (const id of targets) target.pendingTargets.push(id);
  }
  syncUnits(target.units, view.units);
  for (const h of view.heroes) {
    let s = target.heroes.get(h.id);
    if (!s) {
      s = new HeroSchema();
      target.heroes.set(h.id, s);
    }
    s.id = h.id;
    s.type = h.type;
    s.name = h.name;
    s.side = h.side;
    s.cost = h.cost;
    s.unitId = h.unitId ?? '';
    s.vigor = h.pools.vigor;
    s.instinct = h.pools.instinct;
    s.reason = h.pools.reason;
    s.maxVigor = h.maxPools.vigor;
    s.maxInstinct = h.maxPools.instinct;
    s.maxReason = h.maxPools.reason;
    s.stanceDefend = h.stance.defend;
    s.stanceReact = h.stance.react;
    s.secrets = JSON.stringify(h.secrets);
  }
  const lasting = JSON.stringify(view.lasting);
  if (target.lasting !== lasting) target.lasting = lasting;
  syncUnits(target.reserves, view.reserves);
}

function syncUnits(target: BattleSchema['units'], units: UnitState[]): void {
  const ids = new Set(units.map((u) => u.id));
  for (const id of [...target.keys()]) if (!ids.has(id)) target.delete(id);
  for (const u of units) {
    let s = target.get(u.id);
    if (!s) {
      s = new UnitSchema();
      target.set(u.id, s);
    }
    s.id = u.id;
    s.type = u.type;
    s.name = u.name;
    s.side = u.side;
    s.x = u.x;
    s.y = u.y;
    s.condition = u.condition;
    s.moved = u.moved;
    s.shot = u.shot;
    s.recovered = u.recovered;
    s.oppFired = u.oppFired;
    s.specials = u.specials ? JSON.stringify(u.specials) : '';
    s.defences = u.defences;
    s.level = u.level;
    s.attack = u.attack;
    s.defend = u.defend;
    s.react = u.react;
    s.move = u.move;
    s.vitality = u.vitality;
    s.cost = u.cost;
    s.missileAttack = u.missileAttack ?? 0;
    s.missileRange = u.missileRange ?? 0;
  }
}
