import type { UnitState } from '../../../shared/battle/model.ts';
import type { DefencePreview } from '../../../shared/battle/queries/preview.ts';
import type { Square } from '../../../shared/map/battleMap.ts';
import { esc, pct } from './html.ts';
import { damageColumns, outcomeChips, rollSide } from './odds.ts';
import { DOUBLE_WORDS } from './typeEffectWords.ts';

// HC-06 Automated Defences: the odds of the selected unit's attack on an emplacement, shown before the
// player commits it, as the odds panel shows an attack on a unit: every number comes from the shared
// preview (queries/preview.ts defencePreview), built from the specification the reducer rolls.

/** An emplacement's condition in the tooltip's words. */
const WORDS = { ok: 'intact', bloodied: 'damaged', broken: 'badly damaged', dead: 'destroyed' } as const;

/** The button's words: the attack and its chance to win. */
export function defenceLabel(p: DefencePreview, at: Square): string {
  return `${p.kind === 'melee' ? 'Attack' : 'Shoot'} the emplacement (${at.x}, ${at.y}) ${pct(p.odds.attackerWins)}`;
}

export function defenceOddsHtml(p: DefencePreview, unit: UnitState, at: Square): string {
  const place = `emplacement (${at.x}, ${at.y})`;
  return (
    `<h3>Odds: <span class="side-${unit.side}">${esc(unit.name)} (${esc(unit.id)})</span> ${p.kind === 'melee' ? 'attacks' : 'shoots at'} the ${place}</h3>` +
    `<div class="odds-main"><span id="defence-win" class="big">${pct(p.odds.attackerWins)}</span> to win · expected damage ${p.odds.expectedDamage.toFixed(2)} · it has Vitality ${p.vitality}, is ${WORDS[p.condition]}</div>` +
    `<div class="roll-sides">${rollSide(p.kind === 'missile' ? 'Missile Attack' : 'Attack', p.attack, unit)}${rollSide('Defend', p.defend, { side: null, id: 'emplacement' })}</div>` +
    `<div class="dmg-chart">${damageColumns(p.odds)}</div>` +
    `<div class="outcome" aria-label="The emplacement afterwards">${outcomeChips(p.outcome, WORDS)}</div>` +
    `<p class="hazard-odds">${esc(DOUBLE_WORDS)} The chances above count it.</p>` +
    (p.shield
      ? `<p class="hazard-odds">Its Touch Shield strikes back at ${esc(unit.id)} (Attack ${p.shield.attack} against its Defend): ${pct(p.shield.odds.attackerWins)} it is hurt; afterwards</p><div class="outcome" aria-label="${esc(unit.id)} afterwards">${outcomeChips(p.shield.outcome)}</div>`
      : '')
  );
}
