import { stanceLimits, stanceSpends } from '../../../shared/battle/queries/hints.ts';
import type { BattleView } from '../../../shared/battle/model.ts';
import { heroType, type HeroState } from '../../../shared/battle/rules/heroes.ts';
import { esc } from './html.ts';
import { POOL_NAMES, secretText } from './words.ts';

// The heroes panel (SW-07..09): one's own heroes in full with their stance controls, the others as far
// as one may know them. The stance limits and what a stance spends come from the shared hints.

function pips(left: number, max: number): string {
  if (max > 8) return '';
  return `<span class="pips" aria-hidden="true">${'●'.repeat(Math.max(0, left))}${'○'.repeat(Math.max(0, max - left))}</span>`;
}

function unitName(view: BattleView, id: string | null): string {
  const u = id ? view.units.find((x) => x.id === id) : undefined;
  const gone = id && !u ? view.escaped?.find((x) => x.id === id) : undefined;
  if (gone) return `<span class="side-${gone.side}">${esc(gone.name)} (${esc(gone.id)})</span>, left the combat (escape route)`;
  return u ? `<span class="side-${u.side}">${esc(u.name)} (${esc(u.id)})</span>` : esc(id ?? '');
}

/**
 * One hero: the unit it is with (or lost), its pools, its secrets (own heroes only) and its stance,
 * with − / + controls for one's own when `canSet` (the engine checks the values again).
 */
function heroCard(view: BattleView, h: HeroState, mine: boolean, canSet: boolean): string {
  const pools = (['vigor', 'instinct', 'reason'] as const)
    .map((p) => `<span class="pool pool-${p}" title="${POOL_NAMES[p]}: ${h.pools[p]} of ${h.maxPools[p]} points left">${POOL_NAMES[p]} <strong>${h.pools[p]}</strong>/${h.maxPools[p]} ${pips(h.pools[p], h.maxPools[p])}</span>`)
    .join('');
  const where = h.unitId
    ? `with ${unitName(view, h.unitId)}`
    : view.phase === 'deploy'
      ? '<span class="muted">still to place</span>'
      : `<span class="warn">lost</span>${mine ? ` <span class="muted small">(bring back in your resource phase, ${h.cost} RP)</span>` : ''}`;
  // Own heroes' secrets, and any the view holds (an ally's; all of them for the gamemaster and a replay).
  const secrets = mine || h.secrets.length
    ? h.secrets.length
      ? `<ul class="specials secrets">${h.secrets.map((x) => `<li>${esc(secretText(x))}</li>`).join('')}</ul>`
      : '<div class="muted small">No secrets.</div>'
    : hiddenSecrets(h);
  const row = (what: 'defend' | 'react', pool: 'instinct' | 'reason', label: string) => {
    const value = h.stance[what];
    const cap = stanceLimits(h)[what];
    const spends = stanceSpends(h, what);
    const note = value && spends < value ? ` <span class="warn small" title="The pool has ${h.pools[pool]} left: the stance spends ${spends}">· ${h.pools[pool] ? `${h.pools[pool]} left` : 'none left'}</span>` : '';
    const control = mine
      ? `<span class="stepper"><button type="button" data-stance="${what}" data-hero="${esc(h.id)}" data-delta="-1" aria-label="${esc(h.name)}: less ${POOL_NAMES[pool]} on ${label}" ${!canSet || value <= 0 ? 'disabled' : ''}>−</button>` +
        `<output id="stance-${esc(h.id)}-${what}">${value}</output>` +
        `<button type="button" data-stance="${what}" data-hero="${esc(h.id)}" data-delta="1" aria-label="${esc(h.name)}: more ${POOL_NAMES[pool]} on ${label}" ${!canSet || value >= cap ? 'disabled' : ''}>+</button></span>`
      : `<strong>${value}</strong>`;
    return `<div class="stance-row"><span class="stance-label">${label}</span>${control}<span class="muted">${POOL_NAMES[pool]}${mine && cap > 1 ? ` (up to ${cap})` : ''}${note}</span></div>`;
  };
  return (
    `<div class="hero-card${mine ? ' mine' : ''}">` +
    `<div class="hero-title"><strong class="side-${h.side}">★ ${esc(h.name)}</strong> ${where}</div>` +
    `<div class="pools">${pools}</div>` +
    secrets +
    `<div class="stance" title="Points spent on each of the unit's defences (Instinct) and React rolls (Reason)">${row('defend', 'instinct', 'Each defence')}${row('react', 'reason', 'Each React')}</div>` +
    `</div>`
  );
}

/** The heroes panel (SW-07..09): one's own heroes in full, the others' as far as one may know them. */
export function heroesHtml(view: BattleView, mySide: number, canSet: boolean): { summary: string; body: string } {
  const own = view.heroes.filter((h) => h.side === mySide);
  const others = view.heroes.filter((h) => h.side !== mySide);
  const short = (h: HeroState) => `${esc(h.name)} <span class="muted">(${h.unitId ? esc(h.unitId) : view.phase === 'deploy' ? 'to place' : 'lost'})</span>`;
  if (mySide < 0) {
    // Watching: every side's heroes as a spectator may know them.
    return { summary: `★ Heroes <span class="hero-sum">${view.heroes.map(short).join(', ')}</span>`, body: view.heroes.map((h) => heroCard(view, h, false, false)).join('') };
  }
  const summary =
    `★ Heroes <span class="hero-sum">` +
    [own.map(short).join(', '), others.length ? `vs ${others.map(short).join(', ')}` : ''].filter(Boolean).join(' · ') +
    `</span>`;
  const body =
    (own.length ? own.map((h) => heroCard(view, h, true, canSet)).join('') : '<p class="muted small">You have no heroes.</p>') +
    (others.length ? `<h3>Facing you</h3>${others.map((h) => heroCard(view, h, false, false)).join('')}` : '') +
    (own.length ? `<p class="muted small">${canSet ? 'Stance changes are free, any time it is your turn.' : 'You can change the stance when it is your turn.'} Vigor is chosen with each attack.</p>` : '');
  return { summary, body };
}


/**
 * Another side's hero: which secrets it might carry (public data), not which it does: those were
 * drawn with the battle's seed (SW-09) and show in the log when used.
 */
function hiddenSecrets(h: HeroState): string {
  const slots = heroType(h.type)?.secrets ?? [];
  if (!slots.length) return '<div class="muted small">Secrets hidden.</div>';
  const items = slots.map((slot) => `<li>one of: ${slot.oneOf.map((s) => esc(secretText(s))).join(' · ')}</li>`).join('');
  return `<details class="muted small"><summary>Secrets hidden (${slots.length})</summary><ul class="specials">${items}</ul></details>`;
}
