import type { RngState } from '../core/rng.ts';
import { opposedTactics, rollSkill, compare, type Figure } from './figures.ts';
import { DATA, rollOn, rowFor } from './tables.ts';
import { otherSide, type AmbushResult, type EpisodeStep, type Opposed, type Preparation, type SideId, type SkillRoll } from './types.ts';

// HC-02: Before Combat Preparation.

/** Who defends: the side that does not attack (the heroes attack unless the step says otherwise). */
export const defenderOf = (step: EpisodeStep): SideId => ((step.attacker ?? 'heroes') === 'heroes' ? 'opponents' : 'heroes');

/**
 * The Ambush's Stealth against Perception. Every ambusher rolls Stealth (active: wins ties), with the
 * Tactics roller's Tactics ranks as a circumstance bonus when the Tactics roll was a major success
 * (our reading of "adding the Tactics dice"); every defender rolls Perception. On turn 1 an ambusher
 * with a major success against all defenders acts normally (2 actions), a success against all 1;
 * a defender with a major success against at least one ambusher gets 1; everyone else none.
 */
export function rollAmbush(rng: RngState, figures: Record<SideId, Figure[]>, ambushers: SideId, tactics: Opposed | null, forced: boolean): [AmbushResult, RngState] {
  const defenders = otherSide(ambushers);
  const bonus = tactics && tactics.major && tactics.winner === ambushers ? tactics.rolls.find((r) => r.side === ambushers)!.modifier : 0;
  let state = rng;
  const stealth: SkillRoll[] = [];
  const perception: SkillRoll[] = [];
  for (const f of figures[ambushers]) {
    let r: SkillRoll;
    [r, state] = rollSkill(state, f, 'stealth', bonus);
    stealth.push(r);
  }
  for (const f of figures[defenders]) {
    let r: SkillRoll;
    [r, state] = rollSkill(state, f, 'perception');
    perception.push(r);
  }
  return [{ ambushers, forced, stealth, perception, turnOne: turnOneActions(stealth, perception, ambushers) }, state];
}

/** Turn-1 actions after an Ambush's Stealth (ambushers) and Perception (defenders) rolls. */
export function turnOneActions(stealth: SkillRoll[], perception: SkillRoll[], ambushers: SideId): AmbushResult['turnOne'] {
  const defenders = otherSide(ambushers);
  const turnOne: AmbushResult['turnOne'] = [];
  for (const s of stealth) {
    const vs = perception.map((p) => compare(s, p));
    const actions = vs.every((v) => v.winner === ambushers && v.major) ? 2 : vs.every((v) => v.winner === ambushers) ? 1 : 0;
    turnOne.push({ side: ambushers, who: s.who, actions });
  }
  for (const p of perception) {
    const spotted = stealth.some((s) => {
      const v = compare(s, p);
      return v.winner === defenders && v.major;
    });
    turnOne.push({ side: defenders, who: p.who, actions: spotted ? 1 : 0 });
  }
  return turnOne;
}

function resolve(rng: RngState, face: number | null, id: Preparation['id'], figures: Record<SideId, Figure[]>, step: EpisodeStep): [Preparation, RngState] {
  const row = DATA.preparation.rows.find((r) => r.id === id)!;
  const personalActions: Record<SideId, number> = { heroes: row.actionsEach, opponents: row.actionsEach };
  const base = { face, id, name: row.name, personalActions, tactics: null, ambush: null };
  if (id === 'ready' || id === 'warned' || id === 'general-surprise') return [base, rng];
  if (face === null) {
    // The episode says who ambushed: no Tactics roll decides it.
    const ambushers: SideId = step.surprise === 'heroes-ambush' ? 'heroes' : 'opponents';
    const [ambush, next] = rollAmbush(rng, figures, ambushers, null, true);
    personalActions[ambushers] = 2;
    return [{ ...base, ambush }, next];
  }
  const [tactics, afterTactics] = opposedTactics(rng, figures, defenderOf(step));
  if (id === 'tactical-surprise') {
    personalActions[tactics.winner] = tactics.major ? 2 : 1;
    return [{ ...base, tactics }, afterTactics];
  }
  const [ambush, next] = rollAmbush(afterTactics, figures, tactics.winner, tactics, false);
  personalActions[tactics.winner] = 2;
  return [{ ...base, tactics, ambush }, next];
}

/** HC-02: the preparation roll, or the ambush the episode step forces. */
export function rollPreparation(rng: RngState, figures: Record<SideId, Figure[]>, step: EpisodeStep): [Preparation, RngState] {
  if (step.surprise !== 'none') return resolve(rng, null, 'ambush', figures, step);
  const [r, next] = rollOn(rng, DATA.preparation);
  return resolve(next, r.face, r.row.id, figures, step);
}

/** The preparation a given face gives (for the gamemaster setting a result by hand, and for tests). */
export function preparationFor(rng: RngState, face: number, figures: Record<SideId, Figure[]>, step: EpisodeStep): [Preparation, RngState] {
  return resolve(rng, face, rowFor(DATA.preparation, face).id, figures, { ...step, surprise: 'none' });
}
