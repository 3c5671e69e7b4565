import type { Command } from '../battle/commands.ts';
import type { BattleView } from '../battle/model.ts';
import { legalCommands } from '../battle/queries/legal.ts';
import { pick, type AiRng } from './aiRng.ts';
import type { LevelId } from './levelIds.ts';
import { chooseCaptain } from './captain.ts';
import { chooseSergeant } from './sergeant.ts';
import { chooseCommand } from './simplePlayer.ts';

// The scripted opponent's levels, as data: each is a pure chooser over its side's own view (what
// viewFor(state, side) gives: never the seed, the battle's generator or another team's hero secrets)
// and a generator of its own for its choices. Every level picks from legalCommands only, so every
// command it gives is one apply() accepts.
// The list runs from the weakest to the strongest.

export type Chooser = (view: BattleView, side: number, rng: AiRng) => Command | null;

export interface Level {
  id: LevelId;
  name: string;
  description: string;
  /** Offered to players (the random level is a yardstick only). */
  offered: boolean;
  choose: Chooser;
}

/** How often the recruit makes a mistake (a random choice among its plain options) in a phase with choices. */
export const RECRUIT_MISTAKES = 0.2;

function random(view: BattleView, side: number, rng: AiRng): Command | null {
  const legal = legalCommands(view, side);
  return legal.length ? pick(rng, legal) : null;
}

const PLAIN = new Set<Command['type']>(['move', 'shoot', 'attack', 'recover', 'endPhase', 'pass']);

function recruit(view: BattleView, side: number, rng: AiRng): Command | null {
  const sensible = chooseCommand(view, side);
  if (view.phase === 'move' || view.phase === 'combat' || view.phase === 'opportunity') {
    // The draw is made at every choice, mistake or not, so one choice's mistake does not shift the next's.
    const slip = rng.next() < RECRUIT_MISTAKES;
    if (slip) {
      const options = legalCommands(view, side).filter((c) => PLAIN.has(c.type) && !(c.type === 'move' && c.withStack));
      if (options.length) return pick(rng, options);
    }
  }
  return sensible;
}

export const LEVELS: readonly Level[] = [
  {
    id: 'random',
    name: 'Random',
    description: 'Any legal command, uniformly at random: a yardstick for the others, not an opponent.',
    offered: false,
    choose: random,
  },
  {
    id: 'simple',
    name: 'Simple',
    description: 'The first scripted player: walks to the objective or the nearest enemy, attacks and shoots when the odds favour it, buys what it can.',
    offered: false,
    choose: (view, side) => chooseCommand(view, side),
  },
  {
    id: 'recruit',
    name: 'Recruit',
    description: `Plays sensibly (as Simple) but one choice in ${Math.round(1 / RECRUIT_MISTAKES)} in a move, fire or combat phase is a careless one.`,
    offered: true,
    choose: recruit,
  },
  {
    id: 'sergeant',
    name: 'Sergeant',
    description: "Plans its turn: values each move, shot and recovery by the exact odds, the enemies that can still reach or shoot it, and the scenario's goal; takes the best trade.",
    offered: true,
    choose: (view, side) => chooseSergeant(view, side),
  },
  {
    id: 'captain',
    name: 'Captain',
    description: "Thinks ahead: plays out its best few options and the enemy's replies with the game's own rules before it commits, and values what comes of each by the exact odds and the scenario's goal.",
    offered: true,
    choose: (view, side, rng) => chooseCaptain(view, side, rng),
  },
];

export function levelById(id: string): Level | undefined {
  return LEVELS.find((l) => l.id === id);
}
