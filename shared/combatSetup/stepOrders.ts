import heroData from '../data/heroes.json' with { type: 'json' };
import type { StepDeployment, StepPreparation } from '../battle/stepTypes.ts';
import type { CombatSetup } from './generate.ts';
import type { SideId } from './types.ts';

// HC-02 and HC-03 as the battle carries them (issue 11): the set-up's preparation and deployment turned
// into the scenario's plain data that the engine's rules read (shared/battle/rules/preparation.ts,
// deployment.ts). The heroes are side 0, the opponents side 1, as in battleFromSetup.

const SIDE_INDEX: Record<SideId, number> = { heroes: 0, opponents: 1 };

/** HC-03: who places first, one figure at a time or the whole team, and the second side's range. */
export function stepDeploymentOf(setup: CombatSetup): StepDeployment {
  const d = setup.deployment;
  const type = d.type === 'alternating' ? 'Alternating' : d.type === 'whole-team' ? 'Whole Team' : 'Tactical Edge';
  return { first: SIDE_INDEX[d.first], mode: d.mode, range: { low: d.range.low, high: d.range.high }, type };
}

/**
 * HC-02: personal actions per side, and the turn-1 actions an Ambush left below the normal 2. A hero
 * figure is its hero (heroes.json id, else its unit by order: A1, A2...). An opponent unit stands for
 * `perUnit` figures, in the order the units are given: figures 1..perUnit are B1, the next B2, and so
 * on (figures beyond the units the battle fields have no unit to lose anything). A unit acts as one,
 * so it has the fewest turn-1 actions of its figures: it cannot act while any of them is caught unaware.
 */
export function stepPreparationOf(setup: CombatSetup, opponents: { units: number; perUnit: number }): StepPreparation {
  const p = setup.preparation;
  const turnOne: Record<string, number> = {};
  for (const t of p.ambush?.turnOne ?? []) {
    if (t.actions >= 2) continue;
    if (t.side === 'heroes') {
      const i = setup.heroes.indexOf(t.who);
      const type = heroData.heroes.find((h) => h.name === t.who)?.id;
      if (i >= 0) turnOne[type ?? `A${i + 1}`] = t.actions;
    } else {
      const n = Number(t.who.slice(t.who.lastIndexOf(' ') + 1));
      const unit = Math.ceil(n / opponents.perUnit);
      if (n >= 1 && unit <= opponents.units) turnOne[`B${unit}`] = Math.min(t.actions, turnOne[`B${unit}`] ?? 2);
    }
  }
  return { name: p.name, personalActions: [p.personalActions.heroes, p.personalActions.opponents], turnOne };
}
