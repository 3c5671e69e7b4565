import { el } from './dom.ts';

// The gamemaster card's rerolls and choices (issue 11): every roll of the set-up's tables with a
// Reroll button and a list to set its result by hand, and the log of what was changed. The card keeps
// the list of overrides and asks the server again with it: the server alone rolls and checks them.

export interface TableRoll {
  table: string;
  index: number;
  face: number;
  label: string;
}

export interface TableInfo {
  id: string;
  name: string;
  die: number;
  indexed: boolean;
  choices: { face: number; label: string }[];
}

export type Override = { table: string; index?: number; reroll: number } | { table: string; index?: number; set: number };

/**
 * The faces a choice's row covers ("4-8"), not only its lowest face: a roll of 6 is then seen in the
 * row it falls in. A row runs to the face before the next row's, the last to the die's top face.
 */
export function faceRange(t: Pick<TableInfo, 'die' | 'choices'>, i: number): string {
  const low = t.choices[i].face;
  const high = i + 1 < t.choices.length ? t.choices[i + 1].face - 1 : Math.max(low, t.die);
  return high > low ? `${low}-${high}` : String(low);
}

/** The rolls as rows: name, result, Reroll, Set by hand. */
export function drawTables(rolls: TableRoll[], tables: TableInfo[], add: (o: Override) => void, nonce: () => number): HTMLElement {
  const list = el('div', { id: 'gm-tables', class: 'gm-tables', role: 'group', 'aria-label': 'Reroll a table or set its result by hand' });
  for (const r of rolls) {
    const t = tables.find((x) => x.id === r.table);
    if (!t) continue;
    const name = t.indexed ? `${t.name} ${r.index + 1}` : t.name;
    const at = t.indexed ? { index: r.index } : {};
    const reroll = el('button', { type: 'button', class: 'small-button gm-reroll', 'data-table': r.table, 'data-index': r.index, text: 'Reroll', 'aria-label': `Reroll ${name}` });
    reroll.addEventListener('click', () => add({ table: r.table, ...at, reroll: nonce() }));
    const set = el('select', { class: 'gm-set', 'data-table': r.table, 'data-index': r.index, 'aria-label': `Set ${name} by hand` });
    for (const [i, c] of t.choices.entries()) set.append(el('option', { value: c.face, text: `${faceRange(t, i)}: ${c.label}` }));
    // The row holding the rolled face (a d100 table offers one face per row).
    const current = [...t.choices].reverse().find((c) => c.face <= r.face);
    if (current) set.value = String(current.face);
    set.addEventListener('change', () => add({ table: r.table, ...at, set: Number(set.value) }));
    list.append(el('div', { class: 'gm-table-row' }, el('span', { class: 'gm-table-name', text: `${name} (D${t.die}: ${r.face})` }), el('span', { class: 'gm-table-result', text: r.label }), reroll, set));
  }
  return list;
}

/** The log of rerolls and choices, as the battle's combat log will open with it. */
export function drawLog(lines: string[], undo: () => void): HTMLElement {
  const box = el('div', { id: 'gm-log-box' });
  if (!lines.length) {
    box.append(el('p', { class: 'muted small', text: 'Nothing rerolled or set by hand yet.' }));
    return box;
  }
  const undoButton = el('button', { type: 'button', id: 'gm-undo', class: 'small-button', text: 'Undo the last' });
  undoButton.addEventListener('click', undo);
  box.append(el('ol', { id: 'gm-log', class: 'gm-log small' }, ...lines.map((l) => el('li', { text: l }))), undoButton);
  return box;
}
