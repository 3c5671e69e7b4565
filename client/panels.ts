import { countDice, type RollSpec } from '../shared/engine/dice.ts';
import { describeModifiers, type AttackPreview } from '../shared/engine/preview.ts';
import type { Scenario } from '../shared/engine/scenario.ts';
import type { BattleView, Condition, UnitState } from '../shared/engine/state.ts';
import type { HeroState, Secret } from '../shared/engine/heroes.ts';
import { unitType, type Special, type When } from '../shared/engine/units.ts';

// Side-panel HTML built from plain data the shared engine computed: the unit card with its specials
// in words, the odds of an attack before it is committed, and the sides' resources. Nothing here
// decides what is legal.

export const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

const ROLL_NAMES = { attack: 'Attack', defend: 'Defend', react: 'React', missile: 'Missile Attack' } as const;
const SHAPES = ['■', '●', '▲', '◆', '★', '⬟'];
export const sideShape = (side: number) => SHAPES[side % SHAPES.length];

/** "a", "a and b", "a, b and c" (or "or"). */
function list(items: string[], word = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1]}`;
}

function typeName(id: string): string {
  return unitType(id)?.name ?? id;
}

function circumstance(when: When): string {
  const parts: string[] = [];
  if (when.terrain) parts.push(`in ${list(when.terrain.map((t) => t.replace('-', ' ')), 'or')}`);
  if (when.vsTypes) parts.push(`against ${list(when.vsTypes.map(typeName), 'or')}`);
  if (when.targetCondition) parts.push(`against ${list(when.targetCondition, 'or')} enemies`);
  return parts.join(' ');
}

/** A special in plain words, e.g. "Advantage: +1 die to Defend in woods". */
export function specialText(s: Special, u?: Pick<UnitState, 'missileAttack' | 'missileRange'>): string {
  switch (s.type) {
    case 'ranged':
      return `Ranged: can shoot${u?.missileRange ? ` (Missile Attack ${u.missileAttack}, range ${u.missileRange})` : ''}`;
    case 'mobility':
      return `Mobility: ${list(s.terrain.map((t) => t.replace('-', ' ')))} cost double to enter`;
    case 'advantage':
      return `Advantage: +1 die to ${ROLL_NAMES[s.roll]}${circumstance(s.when) ? ` ${circumstance(s.when)}` : ''}`;
  }
}

const POOL_NAMES = { vigor: 'Vigor', instinct: 'Instinct', reason: 'Reason' } as const;

/** A hero's secret in plain words (only one's own heroes' secrets are known). */
export function secretText(s: Secret): string {
  switch (s.type) {
    case 'extraDamage':
      return `Extra Damage: +1 damage on a hit${circumstance(s.when) ? ` ${circumstance(s.when)}` : ''}`;
    case 'advantage':
      return `Advantage: +1 die to ${ROLL_NAMES[s.roll]}${circumstance(s.when) ? ` ${circumstance(s.when)}` : ''}`;
    case 'lastingDamage':
      return `Lasting Damage: spends ${POOL_NAMES[s.pool]} to strike again next combat`;
    case 'badassery':
      return `Badassery: may spend any number of ${POOL_NAMES[s.pool]} points on one roll`;
  }
}

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

export const pct = (p: number): string => {
  const v = p * 100;
  if (v > 0 && v < 0.1) return '<0.1%';
  if (v < 100 && v > 99.9) return '>99.9%';
  return `${v.toFixed(v < 10 && v > 0 ? 1 : 0)}%`;
};

function rollSide(label: string, spec: RollSpec, u: UnitState): string {
  const { bonus, penalty } = countDice(spec.modifiers);
  const dice = 2 + bonus + penalty;
  const how = [bonus && `${bonus} bonus`, penalty && `${penalty} penalty`].filter(Boolean).join(' + ');
  // A modifier with no dice of its own (the support roll) is a note: its reason alone.
  const described = describeModifiers(spec.modifiers);
  const mods = spec.modifiers.map((m, i) => (m.bonus || m.penalty ? described[i] : m.reason));
  return (
    `<div class="roll-side"><div><strong class="side-${u.side}">${esc(u.id)}</strong> ${label} <strong>${spec.ability}</strong> <span class="muted">· ${dice} dice${how ? ` (2 + ${how})` : ''}</span></div>` +
    `<ul class="mods">${mods.length ? mods.map((m) => `<li>${esc(m)}</li>`).join('') : '<li class="muted">no modifiers</li>'}</ul></div>`
  );
}

const CONDITIONS: Condition[] = ['ok', 'bloodied', 'broken', 'dead'];

/** The odds panel: P(win), the damage distribution, the defender's outcome and every modifier. */
export function oddsHtml(preview: AttackPreview, attacker: UnitState, target: UnitState, opportunity: boolean, vigor?: { hero: string; max: number; spent: number }): string {
  const verb = preview.kind === 'melee' ? 'attacks' : opportunity ? 'fires (opportunity fire) at' : 'shoots at';
  const damage = Object.entries(preview.odds.damage)
    .map(([k, p]) => [Number(k), p] as const)
    .filter(([k, p]) => k === 0 || p >= 0.0005)
    .sort((a, b) => a[0] - b[0]);
  const top = Math.max(...damage.map(([, p]) => p));
  const cols = damage
    .map(
      ([k, p]) =>
        `<div class="col${k === 0 ? ' miss' : ''}" title="${k === 0 ? 'no damage' : `${k} damage`}: ${pct(p)}"><span class="p">${pct(p)}</span><span class="b"><span style="height:${((p / top) * 100).toFixed(1)}%"></span></span><span class="k">${k === 0 ? 'none' : k}</span></div>`,
    )
    .join('');
  const outcome = CONDITIONS.filter((c) => preview.outcome[c] !== undefined)
    .map((c) => `<span class="chip c-${c}" style="flex-grow:${Math.max(0.0001, preview.outcome[c]!)}">${c} ${pct(preview.outcome[c]!)}</span>`)
    .join('');
  return (
    `<h2>Odds: <span class="side-${attacker.side}">${esc(attacker.name)} (${esc(attacker.id)})</span> ${verb} <span class="side-${target.side}">${esc(target.name)} (${esc(target.id)})</span></h2>` +
    `<div class="odds-main"><span id="odds-win" class="big">${pct(preview.odds.attackerWins)}</span> to win · expected damage ${preview.odds.expectedDamage.toFixed(2)} · ${esc(target.id)} has Vitality ${target.vitality}, is ${target.condition}</div>` +
    (vigor ? `<label class="vigor"><input type="checkbox" id="odds-vigor" ${vigor.spent ? 'checked' : ''}> ${esc(vigor.hero)} spends ${vigor.max} Vigor (+${vigor.max} ${vigor.max === 1 ? 'die' : 'dice'})</label>` : '') +
    `<div class="roll-sides">${rollSide(preview.kind === 'missile' ? 'Missile Attack' : 'Attack', preview.attack, attacker)}${rollSide('Defend', preview.defend, target)}</div>` +
    `<h3>Damage to ${esc(target.id)}</h3><div class="dmg-chart">${cols}</div>` +
    `<h3>${esc(target.id)} afterwards</h3><div class="outcome">${outcome}</div>`
  );
}

/** Each side: seat, RP and nodes held. */
export function sidesHtml(view: BattleView, seats: { side: number; name: string; taken: boolean; connected: boolean }[], mySide: number): string {
  const nodes = view.map.nodes.length;
  return seats
    .map((s) => {
      const held = view.nodeOwners.filter((o) => o === s.side).length;
      const status = !s.taken ? 'empty seat' : s.connected ? 'connected' : 'disconnected';
      return (
        `<div class="side-card${view.active === s.side && view.phase !== 'over' ? ' active' : ''}" title="${esc(s.name)}: ${status}">` +
        `<div class="side-${s.side} side-name"><strong>${sideShape(s.side)} ${esc(s.name)}</strong>${s.side === mySide ? ' <span class="you">you</span>' : ''}</div>` +
        `<div class="rp"><strong>${view.resources[s.side] ?? 0}</strong> RP${nodes ? ` · <span title="resource nodes held">${held}/${nodes} node${nodes === 1 ? '' : 's'}</span>` : ''}` +
        `${status === 'connected' ? '' : ` · <span class="warn">${status}</span>`}</div></div>`
      );
    })
    .join('');
}

/** The scenario's goals in short, so the resource numbers have a reason. */
export function goalsText(scenario: Scenario | undefined): string {
  if (!scenario) return '';
  const w = scenario.win;
  const parts: string[] = [];
  if (w.destroy) parts.push('destroy the enemy');
  if (w.nodesAfter) parts.push(`hold more nodes after turn ${w.nodesAfter}`);
  if (w.mostUnitsAfter) parts.push(`more units standing after turn ${w.mostUnitsAfter}`);
  if (w.hold) parts.push(`alone hold the ${w.hold.area === 'cube' ? 'cube' : 'area'} ${w.hold.turns} turns running`);
  if (w.escape) parts.push(`${typeName(w.escape.unitType)} reach the far edge`);
  const win = parts.length ? `Win: ${list(parts, 'or')}.` : '';
  return w.lastTurn ? `${win} Otherwise a draw after turn ${w.lastTurn}.` : win;
}
