import { countDice, type RollSpec } from '../../../shared/battle/rules/dice.ts';
import type { Odds } from '../../../shared/battle/rules/odds.ts';
import { describeModifiers, type AttackPreview } from '../../../shared/battle/queries/preview.ts';
import type { SpendLimits } from '../../../shared/battle/queries/hints.ts';
import type { Condition, UnitState } from '../../../shared/battle/model.ts';
import { esc, pct } from './html.ts';
import { POOL_NAMES } from './words.ts';

// The odds panel: the chance to win, the damage distribution, the defender's outcome and every
// modifier, and what the attacker's hero spends on the roll, within the limits the engine accepts.

/** One side of an opposed roll: who rolls (a unit, or an emplacement with no side), its ability, dice and modifiers. */
export function rollSide(label: string, spec: RollSpec, u: { side: number | null; id: string }): string {
  const { bonus, penalty } = countDice(spec.modifiers);
  const dice = 2 + bonus + penalty;
  const how = [bonus && `${bonus} bonus`, penalty && `${penalty} penalty`].filter(Boolean).join(' + ');
  // A modifier with no dice of its own (the support roll) is a note: its reason alone.
  const described = describeModifiers(spec.modifiers);
  const mods = spec.modifiers.map((m, i) => (m.bonus || m.penalty ? described[i] : m.reason));
  return (
    `<div class="roll-side"><div><strong${u.side === null ? '' : ` class="side-${u.side}"`}>${esc(u.id)}</strong> ${label} <strong>${spec.ability}</strong> <span class="muted">· ${dice} dice${how ? ` (2 + ${how})` : ''}</span></div>` +
    `<ul class="mods">${mods.length ? mods.map((m) => `<li>${esc(m)}</li>`).join('') : '<li class="muted">no modifiers</li>'}</ul></div>`
  );
}


const CONDITIONS: Condition[] = ['ok', 'bloodied', 'broken', 'dead'];

/** What the attacker's hero may spend on this roll (limits from the shared hints), and what is chosen (SW-08/09). */
export interface SpendChoice extends SpendLimits {
  vigor: number;
  lasting: number;
}

/** A small − n + control; `data-spend` names what it changes. */
function stepper(what: string, value: number, max: number, label: string): string {
  return (
    `<span class="stepper"><button type="button" data-spend="${what}" data-delta="-1" aria-label="Less ${label}" ${value <= 0 ? 'disabled' : ''}>−</button>` +
    `<output id="odds-${what}-n" aria-label="${label}">${value}</output>` +
    `<button type="button" data-spend="${what}" data-delta="1" aria-label="More ${label}" ${value >= max ? 'disabled' : ''}>+</button></span>`
  );
}

function spendHtml(s: SpendChoice): string {
  const rows: string[] = [];
  const dice = (n: number) => `${n} ${n === 1 ? 'die' : 'dice'}`;
  if (s.vigorMax === 1)
    rows.push(`<label class="vigor spend-row"><input type="checkbox" id="odds-vigor" ${s.vigor ? 'checked' : ''}> <span>${esc(s.hero)} spends 1 Vigor <span class="muted">(+1 die)</span></span></label>`);
  else if (s.vigorMax > 1)
    rows.push(`<div class="spend-row"><span class="spend-label">Vigor</span>${stepper('vigor', s.vigor, s.vigorMax, 'Vigor')}<span class="muted">of ${s.vigorMax}: ${s.vigor ? `+${dice(s.vigor)}` : 'no bonus dice'} <span class="small">(Badassery)</span></span></div>`);
  else rows.push(`<div class="spend-row muted">${esc(s.hero)} has no Vigor left.</div>`);
  if (s.lastingPool) {
    const what = s.lasting
      ? `${s.lasting} phantom attack${s.lasting === 1 ? '' : 's'} on a hit`
      : s.lastingMax
        ? `up to ${s.lastingMax} ${POOL_NAMES[s.lastingPool]}`
        : `no ${POOL_NAMES[s.lastingPool]} left`;
    const title = `Lasting Damage (${POOL_NAMES[s.lastingPool]}): if the attack hits and the target survives, it takes one phantom attack at the start of each of the next combats, one per point; the points are paid only then`;
    rows.push(`<div class="spend-row" title="${esc(title)}"><span class="spend-label">Lasting damage</span>${stepper('lasting', s.lasting, s.lastingMax, 'Lasting damage')}<span class="muted small">${what}</span></div>`);
  }
  return rows.length ? `<div class="spend" aria-label="${esc(s.hero)} spends">${rows.join('')}</div>` : '';
}

/** The damage distribution as columns (none, 1, 2, …), each with its chance. */
export function damageColumns(odds: Odds): string {
  const damage = Object.entries(odds.damage)
    .map(([k, p]) => [Number(k), p] as const)
    .filter(([k, p]) => k === 0 || p >= 0.0005)
    .sort((a, b) => a[0] - b[0]);
  const top = Math.max(...damage.map(([, p]) => p));
  return damage
    .map(
      ([k, p]) =>
        `<div class="col${k === 0 ? ' miss' : ''}" title="${k === 0 ? 'no damage' : `${k} damage`}: ${pct(p)}"><span class="p">${pct(p)}</span><span class="b"><span style="height:${((p / top) * 100).toFixed(1)}%"></span></span><span class="k">${k === 0 ? 'none' : k}</span></div>`,
    )
    .join('');
}

/** The chance of each condition afterwards, as chips as wide as their chance. */
export function outcomeChips(outcome: Partial<Record<Condition, number>>, words: Partial<Record<Condition, string>> = {}): string {
  return CONDITIONS.filter((c) => outcome[c] !== undefined)
    .map((c) => `<span class="chip c-${c}" style="flex-grow:${Math.max(0.0001, outcome[c]!)}">${words[c] ?? c} ${pct(outcome[c]!)}</span>`)
    .join('');
}

/** The odds panel: P(win), the damage distribution, the defender's outcome and every modifier. */
export function oddsHtml(preview: AttackPreview, attacker: UnitState, target: UnitState, opportunity: boolean, spend?: SpendChoice): string {
  const verb = preview.kind === 'melee' ? 'attacks' : opportunity ? 'fires (opportunity fire) at' : 'shoots at';
  const cols = damageColumns(preview.odds);
  const outcome = outcomeChips(preview.outcome);
  return (
    `<h2>Odds: <span class="side-${attacker.side}">${esc(attacker.name)} (${esc(attacker.id)})</span> ${verb} <span class="side-${target.side}">${esc(target.name)} (${esc(target.id)})</span></h2>` +
    `<div class="odds-main"><span id="odds-win" class="big">${pct(preview.odds.attackerWins)}</span> to win · expected damage ${preview.odds.expectedDamage.toFixed(2)} · ${esc(target.id)} has Vitality ${target.vitality}, is ${target.condition}</div>` +
    (spend ? spendHtml(spend) : '') +
    `<div class="roll-sides">${rollSide(preview.kind === 'missile' ? 'Missile Attack' : 'Attack', preview.attack, attacker)}${rollSide('Defend', preview.defend, target)}</div>` +
    `<h3>Damage to ${esc(target.id)}</h3><div class="dmg-chart">${cols}</div>` +
    `<h3>${esc(target.id)} afterwards</h3><div class="outcome">${outcome}</div>` +
    (preview.explosion
      ? `<p class="hazard-odds">${esc(target.id)} stands on an explosive: ${pct(preview.explosion.chance)} that this attack sets it off (a hit, then ${preview.explosion.explodesOn}+ on a d6), striking every unit within ${preview.explosion.burst} squares, yours too.</p>`
      : '')
  );
}

/**
 * The Confirm button's words carry the chance to win: on a phone the odds are taller than the sheet,
 * and scrolled down to Confirm the headline number is out of sight.
 */
export function confirmLabel(attack: 'melee' | 'missile', targetId: string, attackerWins: number): string {
  return `${attack === 'melee' ? 'Attack' : 'Shoot'} ${esc(targetId)} (${pct(attackerWins)} to win): Confirm <kbd>Enter</kbd>`;
}
