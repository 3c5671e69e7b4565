import type { UnitState } from '../../../shared/battle/model.ts';
import type { HeroState } from '../../../shared/battle/rules/heroes.ts';
import { esc, sideShape } from './html.ts';
import { POOL_NAMES, secretText, specialText } from './words.ts';

// A unit's card: name, condition, what it did this turn, its numbers, specials and hero, and notes.

function heroLine(h: HeroState): string {
  const pools = (['vigor', 'instinct', 'reason'] as const).map((p) => `${POOL_NAMES[p]} ${h.pools[p]}/${h.maxPools[p]}`).join(' · ');
  const secrets = h.secrets.map(secretText);
  return `<div class="hero">★ Hero <strong>${esc(h.name)}</strong>: ${pools}${secrets.length ? `<ul class="specials">${secrets.map((t) => `<li>${esc(t)}</li>`).join('')}</ul>` : ''}</div>`;
}

export function unitCard(u: UnitState, notes: string[], hero?: HeroState): string {
  const flags = [u.moved && 'moved', u.shot && 'shot', u.recovered && 'recovered', u.oppFired && 'fired (opportunity)', u.defences > 0 && `defended ${u.defences}×`].filter(Boolean);
  const specials = (u.specials ?? []).map((s) => specialText(s, u));
  if (u.missileRange && !specials.some((t) => t.startsWith('Ranged'))) specials.unshift(`Ranged: can shoot (Missile Attack ${u.missileAttack}, range ${u.missileRange})`);
  return (
    `<div class="unit-head"><strong class="side-${u.side}">${sideShape(u.side)} ${esc(u.name)} (${esc(u.id)})</strong> <span class="cond cond-${u.condition}">${u.condition}</span>${flags.length ? ` <span class="muted">${flags.join(', ')}</span>` : ''}</div>` +
    `<div class="stats">Attack ${u.attack} · Defend ${u.defend} · React ${u.react} · Move ${u.move} · Vitality ${u.vitality} · Cost ${u.cost}` +
    (u.missileRange ? ` · <span class="range-word">Missile ${u.missileAttack}, range ${u.missileRange}</span>` : '') +
    `</div>` +
    (specials.length ? `<ul class="specials">${specials.map((t) => `<li>${esc(t)}</li>`).join('')}</ul>` : '') +
    (hero ? heroLine(hero) : '') +
    (notes.length ? `<div class="muted notes">${notes.join(' ')}</div>` : '')
  );
}

