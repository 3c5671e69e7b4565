import type { StepBattle } from '../../shared/combatSetup/battle.ts';
import { battleWithRerolls, heldByGamemaster } from '../../shared/combatSetup/reroll.ts';
import { COMBAT_SETUP_DATA, type CombatSetup } from '../../shared/combatSetup/index.ts';
import { teamOf } from '../../shared/combatSetup/heroTeam.ts';
import { generateWithOverrides, type TableRoll } from '../../shared/combatSetup/overrides.ts';
import type { MapRegistry } from '../maps/mapRegistry.ts';

// Issue 11: the create option `combatStep` (docs/PROTOCOL.md): a combat step's set-up rolled from the
// seed on the server's maps, turned into the battle the room plays. The seed here is the set-up's, chosen
// by the gamemaster, with the gamemaster's rerolls and choices (overrides); the battle's own dice keep
// the room's secret seed, drawn apart from it (GameRoom).

export type StepResult = ({ ok: true; mapId: string; setup: CombatSetup; rolls: TableRoll[]; log: string[] } & StepBattle) | { ok: false; message: string };

export function combatStepBattle(maps: MapRegistry, step: { seed: number | string; episode?: string; team?: string[]; overrides?: unknown; boost?: 1 | 2 }): StepResult {
  const episodes = COMBAT_SETUP_DATA.episodes;
  const found = step.episode === undefined ? episodes[0] : episodes.find((e) => e.id === step.episode);
  // HC-08: a Boost the heroes won before this step (the gamemaster's to give) rides on its task; no die depends on it.
  const episode = found && step.boost ? { ...found, task: { ...found.task, boost: step.boost } } : found;
  if (!episode) return { ok: false, message: `No episode step "${step.episode}"; steps: ${episodes.map((e) => e.id).join(', ')}` };
  const team = teamOf(step.team);
  if (!team.ok) return { ok: false, message: `Combat step team: ${team.errors.join('; ')}` };
  const boards = maps.list().map((m) => ({ name: m.id, width: m.width, height: m.height }));
  const generated = generateWithOverrides({ step: episode, heroes: team.heroes, boards }, step.seed, step.overrides ?? []);
  if (!generated.ok) return { ok: false, message: `Combat step: ${generated.errors.join('; ')}` };
  const entry = maps.get(generated.setup.board.name);
  // No map holds the cube: the set-up asks for a bare board this server does not have.
  if (!entry) return { ok: false, message: `No map holds a cube of side ${generated.setup.cube.side}` };
  // The scenario's id names the step, never its seed: the id is in every view and in the lobby's list,
  // and the seed (with /api/combat-setup) would show anyone the whole set-up, secrets included.
  // HC-06: a complication that makes no sense on this board is rolled again (reroll.ts), unless the
  // gamemaster set or rerolled the complications by hand.
  const made = battleWithRerolls(generated.setup, entry.battle, step.seed, { id: `combat-step-${episode.id ?? 'step'}` }, heldByGamemaster(step.overrides));
  return { ok: true, mapId: entry.id, rolls: generated.rolls, log: generated.log, ...made };
}
