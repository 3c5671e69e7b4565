import { countDice, type RollSpec } from '../../../shared/battle/rules/dice.ts';
import { describeModifiers, type AttackPreview } from '../../../shared/battle/queries/preview.ts';
import type { Scenario } from '../../../shared/battle/scenario.ts';
import type { BattleView, Condition, UnitState } from '../../../shared/battle/model.ts';
import type { HeroState, Pool, Secret } from '../../../shared/battle/rules/heroes.ts';
import { unitType, type Special, type When } from '../../../shared/battle/units.ts';

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
/** What the attacker's hero may spend on this roll (SW-08/09), and what is chosen. */
export interface SpendChoice {
  hero: string;
  /** Most Vigor on this roll: 1, or the pool left with Badassery; 0 when none is left. */
  vigorMax: number;
  vigor: number;
  /** The Lasting Damage secret's pool, if the hero has one. */
  lastingPool: Pool | null;
  /** Points of that pool left once the Vigor chosen is paid. */
  lastingMax: number;
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

export function oddsHtml(preview: AttackPreview, attacker: UnitState, target: UnitState, opportunity: boolean, spend?: SpendChoice): string {
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
    (spend ? spendHtml(spend) : '') +
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

/** The most points a hero may set for each defence or React roll: 1, or the pool's maximum with Badassery (SW-08/09). */
export function stanceCap(h: HeroState, pool: 'instinct' | 'reason'): number {
  return h.secrets.some((x) => x.type === 'badassery' && x.pool === pool) ? h.maxPools[pool] : 1;
}

function pips(left: number, max: number): string {
  if (max > 8) return '';
  return `<span class="pips" aria-hidden="true">${'●'.repeat(Math.max(0, left))}${'○'.repeat(Math.max(0, max - left))}</span>`;
}

function unitName(view: BattleView, id: string | null): string {
  const u = id ? view.units.find((x) => x.id === id) : undefined;
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
  const where = h.unitId ? `with ${unitName(view, h.unitId)}` : `<span class="warn">lost</span>${mine ? ` <span class="muted small">(bring back in your resource phase, ${h.cost} RP)</span>` : ''}`;
  const secrets = mine
    ? h.secrets.length
      ? `<ul class="specials secrets">${h.secrets.map((x) => `<li>${esc(secretText(x))}</li>`).join('')}</ul>`
      : '<div class="muted small">No secrets.</div>'
    : '<div class="muted small">Secrets hidden.</div>';
  const row = (what: 'defend' | 'react', pool: 'instinct' | 'reason', label: string) => {
    const value = h.stance[what];
    const cap = stanceCap(h, pool);
    const spends = Math.min(value, h.pools[pool]);
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
  const short = (h: HeroState) => `${esc(h.name)} <span class="muted">(${h.unitId ? esc(h.unitId) : 'lost'})</span>`;
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

export interface StackRowOptions {
  /** The unit whose card is on show. */
  selected: string | null;
  /** A new order being chosen (bottom first), or null. */
  draft: string[] | null;
  /** Offer "Reorder (1 action)". */
  canReorder: boolean;
  /** Offer "Move the whole stack", and whether it is on. */
  canMoveStack: boolean;
  movingStack: boolean;
  reverse: boolean;
}

/** SW-16: a stack, bottom first: which unit is on top (acts and is attacked) and which gives the support roll. */
export function stackHtml(view: BattleView, stack: UnitState[], o: StackRowOptions): string {
  const at = stack[0];
  const byId = new Map(stack.map((u) => [u.id, u]));
  const order = o.draft ?? stack.map((u) => u.id);
  const n = order.length;
  const rows = order
    .map((id, i) => {
      const u = byId.get(id)!;
      const hero = view.heroes.find((h) => h.unitId === u.id);
      const role =
        i === n - 1
          ? '<span class="role top" title="Only the top unit moves, shoots, attacks and can be attacked">acts</span>'
          : i === n - 2
            ? '<span class="role" title="Rolls Defend first when the top is attacked: its SL adds bonus dice">support</span>'
            : '<span class="role">—</span>';
      const pos = i === 0 ? 'bottom' : i === n - 1 ? 'top' : `${i + 1}`;
      const flags = [u.moved && 'moved', u.shot && 'shot', u.condition !== 'ok' && u.condition].filter(Boolean).join(', ');
      const moveButtons = o.draft
        ? `<span class="reorder-buttons"><button type="button" data-reorder-shift="${esc(u.id)}" data-delta="-1" aria-label="Move ${esc(u.id)} nearer the bottom" title="Nearer the bottom" ${i === 0 ? 'disabled' : ''}>▲</button>` +
          `<button type="button" data-reorder-shift="${esc(u.id)}" data-delta="1" aria-label="Move ${esc(u.id)} nearer the top" title="Nearer the top" ${i === n - 1 ? 'disabled' : ''}>▼</button></span>`
        : '';
      return (
        `<li class="stack-row${i === n - 1 ? ' is-top' : ''}${u.id === o.selected ? ' is-sel' : ''}${o.draft ? ' drafting' : ''}">` +
        `<span class="pos">${pos}</span>` +
        `<span class="who"><button type="button" class="link" data-stack-select="${esc(u.id)}" title="Show ${esc(u.name)} (${esc(u.id)})"><strong class="side-${u.side}">${sideShape(u.side)} ${esc(u.id)}</strong> ${esc(u.name)}</button>` +
        `${hero ? ` <span class="hero-tag" title="${esc(hero.name)}">★</span>` : ''}` +
        `${flags ? ` <span class="muted small">${flags}</span>` : ''}</span>${role}${moveButtons}</li>`
      );
    })
    .join('');
  const buttons: string[] = [];
  if (o.draft) {
    const changed = o.draft.some((id, i) => id !== stack[i].id);
    buttons.push(`<button type="button" class="primary" data-reorder-apply="1" ${changed ? '' : 'disabled'}>Apply (1 action)</button>`, '<button type="button" data-reorder-cancel="1">Cancel <kbd>Esc</kbd></button>');
  } else {
    if (o.canReorder) buttons.push('<button type="button" data-reorder-start="1" title="Choose a new order; costs one action">Reorder (1 action)</button>');
    if (o.canMoveStack)
      buttons.push(`<button type="button" data-whole-stack="1" class="${o.movingStack ? 'on' : ''}" aria-pressed="${o.movingStack}" title="Move the whole stack together (T)">${o.movingStack ? 'Moving whole stack…' : 'Move the whole stack'} <kbd>T</kbd></button>`);
  }
  return (
    `<div class="stack" aria-label="Stack at (${at.x},${at.y})">` +
    `<div class="stack-head"><strong>Stack of ${n}</strong> <span class="muted small">at (${at.x},${at.y}), bottom first: only the top acts and is attacked</span></div>` +
    `<ol class="stack-list">${rows}</ol>` +
    (o.draft ? `<div class="muted small notes">New order, bottom first: ${o.draft.map(esc).join(', ')}; ${esc(o.draft[n - 1])} on top.</div>` : '') +
    (o.movingStack && !o.draft
      ? `<label class="small reverse"><input type="checkbox" id="stack-reverse" ${o.reverse ? 'checked' : ''}> Reverse the order on the way (free)</label><div class="muted small notes">Click a yellow square: the stack moves at its slowest unit's pace.</div>`
      : '') +
    (buttons.length ? `<div class="buttons">${buttons.join('')}</div>` : '') +
    `</div>`
  );
}
