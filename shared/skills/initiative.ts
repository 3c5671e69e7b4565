import { rollDie, type RngState } from '../core/rng.ts';
import { rollD20, type Luck } from './d20.ts';
import { skillModifier, type SkillInput } from './modifiers.ts';

// SC-11: initiative. Everyone in the encounter rolls a check (Awareness for most fights, another skill
// where the GM says); no DC, the results are compared, highest first.

export interface InitiativeEntry extends SkillInput, Luck {
  id: string;
}

export interface InitiativeRoll {
  id: string;
  natural: number;
  /** The d20's worth (a natural 20 counts as 30, a 1 as -10, SC-01) plus the total modifier. */
  result: number;
  modifier: number;
  /** Tie-break d20s rolled, one per round of a tie it was part of (usually none). */
  tieDice: number[];
}

/**
 * SC-11: everyone rolls; the highest result acts first. The text says nothing of ties: the project's
 * reading is that the higher total modifier goes first (the better-prepared character), and those
 * still tied roll a d20 each, higher first, again while tied (the same roll-off as SW-03's tie dice).
 * Everyone rolls in the order given, then the tie dice follow, so the order is a pure function of the
 * seed and the list.
 */
export function rollInitiative(rng: RngState, entries: InitiativeEntry[]): [InitiativeRoll[], RngState] {
  let state = rng;
  const rolls: InitiativeRoll[] = entries.map((e) => {
    const [d, next] = rollD20(state, e);
    state = next;
    const modifier = skillModifier(e).total;
    return { id: e.id, natural: d.natural, result: d.value + modifier, modifier, tieDice: [] };
  });
  const groups = new Map<string, InitiativeRoll[]>();
  for (const r of rolls) {
    const key = `${r.result}/${r.modifier}`;
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  // Those tied roll a tie die each; every set still tied after a round rolls again, so no two end equal.
  const rollOff = (tied: InitiativeRoll[]): void => {
    if (tied.length < 2) return;
    for (const r of tied) {
      const [d, next] = rollDie(state, 20);
      state = next;
      r.tieDice.push(d);
    }
    const byDie = new Map<number, InitiativeRoll[]>();
    for (const r of tied) byDie.set(r.tieDice.at(-1)!, [...(byDie.get(r.tieDice.at(-1)!) ?? []), r]);
    for (const die of [...byDie.keys()].sort((a, b) => b - a)) rollOff(byDie.get(die)!);
  };
  for (const group of groups.values()) rollOff(group);
  const order = [...rolls].sort((a, b) => b.result - a.result || b.modifier - a.modifier || compareTieDice(a.tieDice, b.tieDice));
  return [order, state];
}

/** Higher tie die first, round by round (two entries that shared every round so far rolled the same number of dice). */
function compareTieDice(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return b[i] - a[i];
  return b.length - a.length;
}
