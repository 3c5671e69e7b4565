import { scenarioById } from '../../shared/battle/scenario.ts';
import type { BattleMap } from '../../shared/map/battleMap.ts';
import type { BattleView, Condition, Phase, UnitState } from '../../shared/battle/model.ts';
import type { Special } from '../../shared/battle/units.ts';
import type { HeroState } from '../../shared/battle/rules/heroes.ts';

// The one adapter between the synced room state and the shared engine's view type, so the client
// can ask the same rules library the server runs what is legal (reachable squares, targets).

export interface SyncedSeat {
  side: number;
  name: string;
  taken: boolean;
  connected: boolean;
  key?: string;
}

export interface SyncedBattle {
  mapId: string;
  scenarioId: string;
  scenarioName: string;
  turn: number;
  phase: string;
  active: number;
  mover: number;
  actionsLeft: number;
  resources: number[];
  nodeOwners: number[];
  holdTurns: number[];
  seq: number;
  winner: number;
  over: boolean;
  reason: string;
  deadline: number;
  pendingUnit: string;
  pendingTargets: string[];
  units: Record<string, Omit<UnitState, 'condition' | 'missileAttack' | 'missileRange' | 'specials'> & { condition: string; missileAttack: number; missileRange: number; specials: string }>;
  reserves: SyncedBattle['units'];
  heroes: Record<string, SyncedHero>;
  lasting: string;
  seats: SyncedSeat[];
}

export interface SyncedHero {
  id: string;
  type: string;
  name: string;
  side: number;
  cost: number;
  unitId: string;
  vigor: number;
  instinct: number;
  reason: number;
  maxVigor: number;
  maxInstinct: number;
  maxReason: number;
  stanceDefend: number;
  stanceReact: number;
  /** Only present for one's own heroes (StateView). */
  secrets?: string;
}

function toHero(h: SyncedHero): HeroState {
  return {
    id: h.id,
    type: h.type,
    name: h.name,
    side: h.side,
    cost: h.cost,
    unitId: h.unitId || null,
    pools: { vigor: h.vigor, instinct: h.instinct, reason: h.reason },
    maxPools: { vigor: h.maxVigor, instinct: h.maxInstinct, reason: h.maxReason },
    secrets: h.secrets ? (JSON.parse(h.secrets) as HeroState['secrets']) : [],
    stance: { defend: h.stanceDefend, react: h.stanceReact },
  };
}

export function toView(s: SyncedBattle, map: BattleMap): BattleView {
  const units = toUnits(s.units);
  return {
    scenario: scenarioById(s.scenarioId)!,
    sideNames: s.seats.map((x) => x.name),
    map,
    turn: s.turn,
    phase: s.phase as Phase,
    active: s.active,
    mover: s.mover,
    actionsLeft: s.actionsLeft,
    resources: [...s.resources],
    nodeOwners: s.nodeOwners.map((o) => (o >= 0 ? o : null)),
    holdTurns: [...s.holdTurns],
    units,
    reserves: toUnits(s.reserves ?? {}),
    heroes: Object.values(s.heroes ?? {}).map(toHero).sort((a, b) => a.id.localeCompare(b.id)),
    lasting: s.lasting ? JSON.parse(s.lasting) : [],
    combat: null,
    pending: s.pendingUnit ? { unitId: s.pendingUnit, targets: [...s.pendingTargets] } : null,
    result: s.over ? { winner: s.winner >= 0 ? s.winner : null, reason: s.reason } : null,
    seq: s.seq,
  };
}

function toUnits(synced: SyncedBattle['units']): UnitState[] {
  return Object.values(synced)
    .map((u) => {
      const { missileAttack, missileRange, specials, ...rest } = u;
      return {
        ...rest,
        condition: u.condition as Condition,
        ...(missileRange ? { missileAttack, missileRange } : {}),
        ...(specials ? { specials: JSON.parse(specials) as Special[] } : {}),
      };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}
