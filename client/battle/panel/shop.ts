import { purchases } from '../../../shared/battle/reducer/apply.ts';
import type { BattleView } from '../../../shared/battle/model.ts';
import type { Command } from '../../../shared/battle/commands.ts';
import { esc } from './html.ts';

// The resource phase's purchases (SW-24), from the engine's own list; a button is enabled only for
// what legalCommands offers.

export function shopHtml(v: BattleView, side: number, legal: Command[]): string {
  if (!legal.length) return `<p class="muted">${esc(v.sideNames[v.active] ?? '')} is buying.</p>`;
  const p = purchases(v, side);
  const items = [
    ...p.buy.map((t) => ({ attr: `data-buy="${esc(t.id)}"`, ok: legal.some((c) => c.type === 'buy' && c.unitType === t.id), label: `Buy ${esc(t.name)}`, cost: t.cost })),
    ...p.revive.map((u) => ({ attr: `data-revive="${esc(u.id)}"`, ok: legal.some((c) => c.type === 'revive' && c.unitId === u.id), label: `Bring back ${esc(u.name)} (${esc(u.id)})`, cost: u.cost })),
    // SW-24: a lost hero returns with one of your units that has no hero; one button per pairing the engine offers.
    ...legal.flatMap((c) => {
      if (c.type !== 'reviveHero') return [];
      const hero = v.heroes.find((h) => h.id === c.heroId);
      const unit = v.units.find((u) => u.id === c.unitId);
      if (!hero || !unit) return [];
      return [{ attr: `data-revive-hero="${esc(hero.id)}" data-host="${esc(unit.id)}"`, ok: true, label: `Bring back ★ ${esc(hero.name)} with ${esc(unit.name)} (${esc(unit.id)}) —`, cost: hero.cost }];
    }),
  ];
  return (
    `<h3>Your resource phase: ${v.resources[side]} RP to spend</h3>` +
    (items.length
      ? `<div class="shop-list">${items.map((i) => `<button type="button" ${i.attr} ${i.ok ? '' : 'disabled'}>${i.label} <span class="cost">${i.cost} RP</span></button>`).join('')}</div>`
      : '<p class="muted">Nothing you can afford.</p>') +
    `<p class="muted small">New units arrive in your deploy area and act next turn. Done buying (E) ends your phase.</p>`
  );
}
