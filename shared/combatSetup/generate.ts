import { seedRng, type RngState, type Seed } from '../core/rng.ts';
import { rollComplications } from './complications.ts';
import type { Complications } from './complicationTypes.ts';
import { rollCube } from './cube.ts';
import { rollDeployment } from './deployment.ts';
import { withLimitedArea } from './limitedArea.ts';
import { rollEnvironments } from './environments.ts';
import { figuresOf } from './figures.ts';
import { rollPreparation } from './preparation.ts';
import { rollTask, TURN_LIMIT } from './task.ts';
import { EpisodeStepInputSchema } from './tables.ts';
import { rollOpponents } from './opponentColumns.ts';
import type { Board, CombatSetupInput, Cube, Deployment, Environments, EpisodeStep, Preparation, TaskSetup } from './types.ts';

// The battle set-up of an episode step: every Combat Setup table rolled in the text's order from one
// seed. Pure: the same input and seed give the same set-up, on the server and in a test.

export interface CombatSetup {
  step: EpisodeStep;
  heroes: string[];
  board: Board;
  /** HC-08: the fight lasts at most this many turns. */
  turnLimit: number;
  cube: Cube;
  preparation: Preparation;
  deployment: Deployment;
  environments: Environments;
  complications: Complications;
  task: TaskSetup;
}

export type SetupResult = { ok: true; setup: CombatSetup } | { ok: false; errors: string[] };

/** Checks the input (a bad step is the caller's error, reported, never thrown) and rolls the set-up. */
export function generateCombatSetup(input: CombatSetupInput, seed: Seed | number): SetupResult {
  const errors: string[] = [];
  const step = EpisodeStepInputSchema.safeParse(input.step);
  if (!step.success) errors.push(...step.error.issues.map((i) => `step.${i.path.join('.')}: ${i.message}`));
  if (input.heroes.length === 0) errors.push('heroes: the team needs at least one hero');
  if (new Set(input.heroes.map((h) => h.id)).size !== input.heroes.length) errors.push('heroes: two heroes share an id');
  for (const b of input.boards) if (!(Number.isInteger(b.width) && Number.isInteger(b.height) && b.width > 0 && b.height > 0)) errors.push(`boards: ${b.name} has no size`);
  if (errors.length > 0 || !step.success) return { ok: false, errors };
  // HC-11: a step that leaves its count to its column rolls it first (a step with a count rolls nothing here).
  const resolved = rollOpponents(seedRng(seed), step.data);
  if (!resolved.ok) return { ok: false, errors: [resolved.error] };
  return { ok: true, setup: rollSetup(resolved.rng, { ...input, step: resolved.step }) };
}

export function rollSetup(rng: RngState, input: Omit<CombatSetupInput, 'step'> & { step: EpisodeStep }): CombatSetup {
  const { step, heroes, boards } = input;
  const figures = figuresOf(step, heroes);
  let state = rng;
  let cube: Cube;
  let preparation: Preparation;
  let deployment: Deployment;
  let environments: Environments;
  let complications: Complications;
  let task: TaskSetup;
  [cube, state] = rollCube(state, boards);
  [preparation, state] = rollPreparation(state, figures, step);
  [deployment, state] = rollDeployment(state, cube, figures, step, preparation);
  [environments, state] = rollEnvironments(state, step, figures, cube);
  const envs = environments.list.map((e) => e.id);
  [complications, state] = rollComplications(state, { step, heroes, cube, preparation, deployment, envs });
  // HC-06 Limited Area makes the cube the board: the deployment's rolls are read on it (no new dice).
  const limited = withLimitedArea(deployment, complications.list, cube);
  deployment = limited.deployment;
  complications = { ...complications, list: limited.list };
  const countdown = complications.list.some((c) => c.id === 'time-limit' || c.id === 'destruction-sequence');
  [task] = rollTask(state, step, countdown);
  return { step, heroes: heroes.map((h) => h.name), board: cube.board, turnLimit: TURN_LIMIT, cube, preparation, deployment, environments, complications, task };
}
