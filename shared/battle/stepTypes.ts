// A combat step's preparation and deployment as the battle carries them (HC-02, HC-03, issue 11):
// plain data on the scenario, written by the set-up generator (shared/combatSetup/battle.ts) and read
// by the rules (rules/preparation.ts, rules/deployment.ts). Authored scenarios have neither, and
// play by SW-10 and SW-18 alone.

/** HC-03: who places first, how, and how far the other side's figures stand from the first's. */
export interface StepDeployment {
  /** The side (index) that places first. */
  first: number;
  /** One figure at a time in turn ('alternating'), or one side's whole team then the other's. */
  mode: 'alternating' | 'whole-team';
  /**
   * The Deployment Range table: each figure of the side not first stands at least `low` squares from
   * every figure of the first side and within `high` (null: no limit) of at least one, as far as
   * the free deploy squares allow. Absent: no range.
   */
  range?: { low: number; high: number | null };
  /** The set-up's deployment type, for the players' prompt ("Tactical Edge"). */
  type?: string;
}

/** HC-02: what the Before Combat Preparation left each side. */
export interface StepPreparation {
  /** The table's result, for the players' banner ("Ambush"). */
  name: string;
  /** Personal actions of each side (index) before the fight: spent in the preparation (turn 0). */
  personalActions: number[];
  /**
   * Actions on turn 1 where fewer than the normal 2 (an Ambush's Stealth against Perception), by
   * hero id for a hero's unit and by unit id for a unit without a hero; absent: the normal 2.
   */
  turnOne: Record<string, number>;
}
