// The battle set-up generator of a hero episode's combat step (HC-01 to HC-09): see generate.ts.
export { generateCombatSetup, rollSetup, type CombatSetup, type SetupResult } from './generate.ts';
export type { Complication, ComplicationDetail, Complications } from './complicationTypes.ts';
export type * from './types.ts';
export { DATA as COMBAT_SETUP_DATA } from './tables.ts';
