import type { BattleView, UnitState } from '../../../shared/battle/model.ts';
import type { SupportOdds } from '../../../shared/battle/queries/preview.ts';
import { esc, sideShape } from './html.ts';
import { pointerWords } from '../pointerWords.ts';

// SW-16: a stack's rows, bottom first, with the reorder draft and the whole-stack controls the
// engine offers (the caller says which).

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
  /** SW-16: the support roll's odds (shared supportOdds), and whether the engine offers changing the choice. */
  support: SupportOdds | null;
  canChangeSupport: boolean;
}

const pct = (p: number) => `${(100 * p).toFixed(p < 0.1 ? 1 : 0)}%`;

/** SW-16: what the support roll does, in numbers, and (for its owner) the button giving or declining it. */
function supportHtml(s: SupportOdds, canChange: boolean): string {
  const odds =
    `Support roll by ${esc(s.unitId)}: on average ${s.expectedBonus.toFixed(2)} bonus dice to the top's Defend; ` +
    `a natural 2 (${pct(s.doubled)}) gives none and turns the top's ${s.penalty} penalty ${s.penalty === 1 ? 'die' : 'dice'} into ${s.doubledPenalty}.`;
  const state = s.roll ? '' : ` <strong>Declined</strong>: the top defends with its ${s.penalty} penalty ${s.penalty === 1 ? 'die' : 'dice'} and no support.`;
  const button = canChange
    ? `<button type="button" data-support="${esc(s.unitId)}" data-roll="${s.roll ? '0' : '1'}" title="Free, and it stands until you change it">${s.roll ? 'Decline the support roll' : 'Roll in support again'}</button>`
    : '';
  return `<div class="muted small notes support-odds">${odds}${state}</div>${button ? `<div class="buttons">${button}</div>` : ''}`;
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
            ? o.draft || u.supportRoll
              ? '<span class="role" title="Rolls Defend first when the top is attacked: its SL adds bonus dice">support</span>'
              : '<span class="role declined" title="Its owner declined the support roll: the top defends without it">no support</span>'
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
    (o.support && !o.draft ? supportHtml(o.support, o.canChangeSupport) : '') +
    (o.draft ? `<div class="muted small notes">New order, bottom first: ${o.draft.map(esc).join(', ')}; ${esc(o.draft[n - 1])} on top.</div>` : '') +
    (o.movingStack && !o.draft
      ? pointerWords(`<label class="small reverse"><input type="checkbox" id="stack-reverse" ${o.reverse ? 'checked' : ''}> Reverse the order on the way (free)</label><div class="muted small notes">Click a yellow square: the stack moves at its slowest unit's pace.</div>`)
      : '') +
    (buttons.length ? `<div class="buttons">${buttons.join('')}</div>` : '') +
    `</div>`
  );
}

