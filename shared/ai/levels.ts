import type { Command } from '../battle/commands.ts';
import type { BattleView } from '../battle/model.ts';
import { legalCommands } from '../battle/queries/legal.ts';
import { pick, type AiRng } from './aiRng.ts';
import type { LevelId } from './levelIds.ts';
import { chooseCaptain } from './captain.ts';
import { chooseRecruit, RECRUIT_MISTAKES } from './recruit.ts';
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

function random(view: BattleView, side: number, rng: AiRng): Command | null {
  const legal = legalCommands(view, side);
  return legal.length ? pick(rng, legal) : null;
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
    description: `Knows where to go (the scenario's goal, as the Sergeant) but not how to fight: walks into bad trades, attacks by expected damage alone, and about one move in ${Math.round(1 / RECRUIT_MISTAKES)} is one of its next-best.`,
    offered: true,
    choose: chooseRecruit,
  },
  {
    id: 'sergeant',
    name: 'Sergeant',
    description: "Plans its turn: values each move, shot and recovery by the exact odds, the enemies that can still reach or shoot it, and the scenario's goal (the nodes a move takes, and on the turn they are counted what the count will be); takes the best trade.",
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
