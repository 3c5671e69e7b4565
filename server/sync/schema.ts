import { schema, t, type SchemaType } from '@colyseus/schema';

// What the room syncs to clients. Built from the engine's view only: the seed and the dice generator
// are not fields here at all, so no client can receive them. A seat's key is a `.view()` field: only
// the client holding that seat gets it (StateView), to take the seat back after closing the tab.

export const UnitSchema = schema(
  {
    id: t.string(),
    type: t.string(),
    name: t.string(),
    side: t.uint8().default(0),
    x: t.uint16().default(0),
    y: t.uint16().default(0),
    condition: t.string(),
    moved: t.boolean().default(false),
    shot: t.boolean().default(false),
    recovered: t.boolean().default(false),
    oppFired: t.boolean().default(false),
    /** SW-06 specials as JSON: fixed per unit type, sent once. */
    specials: t.string(),
    defences: t.uint8().default(0),
    /** SW-16: place in its square's stack, 0 at the bottom. */
    level: t.uint8().default(0),
    attack: t.uint8().default(0),
    defend: t.uint8().default(0),
    react: t.uint8().default(0),
    move: t.uint8().default(0),
    vitality: t.uint8().default(0),
    cost: t.uint16().default(0),
    missileAttack: t.uint8().default(0),
    missileRange: t.uint8().default(0),
  },
  'Unit',
);
export type UnitSchema = SchemaType<typeof UnitSchema>;

export const SeatSchema = schema(
  {
    side: t.uint8().default(0),
    name: t.string(),
    taken: t.boolean().default(false),
    connected: t.boolean().default(false),
    key: t.string().view(),
  },
  'Seat',
);
export type SeatSchema = SchemaType<typeof SeatSchema>;

export const HeroSchema = schema(
  {
    id: t.string(),
    type: t.string(),
    name: t.string(),
    side: t.uint8().default(0),
    cost: t.uint8().default(0),
    /** The unit it is with; empty when lost. */
    unitId: t.string(),
    vigor: t.uint8().default(0),
    instinct: t.uint8().default(0),
    reason: t.uint8().default(0),
    maxVigor: t.uint8().default(0),
    maxInstinct: t.uint8().default(0),
    maxReason: t.uint8().default(0),
    stanceDefend: t.uint8().default(0),
    stanceReact: t.uint8().default(0),
    /** SW-09 secrets as JSON: a `.view()` field, sent only to the clients of the hero's own side. */
    secrets: t.string().view(),
  },
  'Hero',
);
export type HeroSchema = SchemaType<typeof HeroSchema>;

export const BattleSchema = schema(
  {
    mapId: t.string(),
    scenarioId: t.string(),
    scenarioName: t.string(),
    turn: t.uint16().default(1),
    phase: t.string(),
    active: t.uint8().default(0),
    mover: t.uint8().default(0),
    actionsLeft: t.uint8().default(0),
    seq: t.uint32().default(0),
    /** -1 while the battle goes on or for a draw; see `over`. */
    winner: t.int8().default(-1),
    over: t.boolean().default(false),
    reason: t.string(),
    resources: t.array('number'),
    /** Owner side of each map node, -1 for none. */
    nodeOwners: t.array('int8'),
    holdTurns: t.array('uint8'),
    /** Server time (ms) when a pending decision defaults to a pass; 0 when nothing waits. */
    deadline: t.number().default(0),
    pendingUnit: t.string(),
    pendingTargets: t.array('string'),
    units: t.map(UnitSchema),
    heroes: t.map(HeroSchema),
    /** SW-09 lasting damage effects as JSON (public: the target knows it is burning). */
    lasting: t.string(),
    /** SW-10: units still to be placed during the set-up. */
    reserves: t.map(UnitSchema),
    seats: t.array(SeatSchema),
  },
  'Battle',
);
export type BattleSchema = SchemaType<typeof BattleSchema>;
