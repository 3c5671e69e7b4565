import { $, el } from './dom.ts';

// The create form: map, scenario (of that map, with its sides), teams, scripted sides, a time limit,
// public or private, a gamemaster seat and the creator's own seat. It works for any scenario from
// /api/maps with 2 to 6 sides; the server checks every option again.

export interface Catalogue {
  maps: { id: string; name: string; width: number; height: number; actions: number }[];
  scenarios: { id: string; name: string; description: string; map: string; sides: string[]; teams?: number[] }[];
  /** The scripted opponent's levels a player may choose (shared/ai/levels.ts, by the server). */
  levels?: { id: string; name: string; description: string; default: boolean }[];
}

type ScenarioEntry = Catalogue['scenarios'][number];

/** Team presets a side count allows: each alone, the scenario's own teams, then equal teams (2v2, 3v3, 2v2v2…). */
export function teamPresets(s: ScenarioEntry): { label: string; teams: number[] | null }[] {
  const n = s.sides.length;
  const out: { label: string; teams: number[] | null }[] = [{ label: n === 2 ? 'One against one' : 'Each side alone', teams: null }];
  const own = s.teams ?? [];
  if (own.length === n && new Set(own).size < n) out.push({ label: "The scenario's teams", teams: own });
  for (let k = n - 1; k >= 2; k--) {
    if (n % k !== 0 || n / k < 2) continue;
    // Sides take turns in order, so teams alternate round the table: side i is in team i mod k.
    out.push({ label: Array(k).fill(n / k).join('v'), teams: Array.from({ length: n }, (_, i) => i % k) });
  }
  return out;
}

export function fillCreateForm(cat: Catalogue): () => Record<string, unknown> | null {
  const maps = $('map-list');
  maps.replaceChildren(el('legend', { text: 'Map' }));
  cat.maps.forEach((m, i) => {
    const count = cat.scenarios.filter((s) => s.map === m.id).length;
    maps.append(
      el(
        'label',
        { class: 'map-option' },
        el('input', { type: 'radio', name: 'map', value: m.id, checked: i === 0 }),
        ' ',
        el('strong', { text: m.name }),
        ` — ${m.width}×${m.height}, ${m.actions} actions a turn`,
        el('small', { text: `${count} scenario${count === 1 ? '' : 's'}` }),
      ),
    );
  });
  const scenario = $<HTMLSelectElement>('scenario');
  const teams = $<HTMLSelectElement>('teams');
  const scripted = $('scripted-box');
  const level = $<HTMLSelectElement>('ai-level');
  level.replaceChildren(...(cat.levels ?? []).map((l) => el('option', { value: l.id, text: l.name, title: l.description, selected: l.default })));
  const seat = $<HTMLSelectElement>('my-seat');
  const gm = $<HTMLInputElement>('gm-seat');
  const map = () => (document.querySelector('input[name=map]:checked') as HTMLInputElement | null)?.value;
  const chosen = () => cat.scenarios.find((s) => s.id === scenario.value);
  const scriptedSides = () => [...scripted.querySelectorAll<HTMLInputElement>('input:checked')].map((i) => Number(i.value));

  const fillSeats = () => {
    const s = chosen();
    const before = seat.value;
    const bots = scriptedSides();
    seat.replaceChildren(...(s?.sides ?? []).map((name, i) => el('option', { value: String(i), disabled: bots.includes(i), text: name })));
    if (gm.checked) seat.append(el('option', { value: 'gm', text: 'Gamemaster' }));
    const options = [...seat.options];
    seat.value = options.some((o) => o.value === before && !o.disabled) ? before : (options.find((o) => !o.disabled)?.value ?? '');
  };
  const fillScenario = () => {
    const s = chosen();
    $('scenario-about').textContent = s ? `${s.sides.length} sides: ${s.sides.join(', ')}. ${s.description}` : '';
    teams.replaceChildren(...(s ? teamPresets(s) : []).map((p, i) => el('option', { value: String(i), text: p.label })));
    scripted.replaceChildren(el('legend', { text: 'Scripted opponent plays' }), ...(s?.sides ?? []).map((name, i) => el('label', { class: 'check' }, el('input', { type: 'checkbox', value: String(i) }), ` ${name}`)));
    fillSeats();
  };
  const fillScenarios = () => {
    const own = cat.scenarios.filter((s) => s.map === map());
    scenario.replaceChildren(...own.map((s) => el('option', { value: s.id, text: `${s.name} (${s.sides.length} sides)` })));
    fillScenario();
  };
  maps.addEventListener('change', fillScenarios);
  scenario.addEventListener('change', fillScenario);
  scripted.addEventListener('change', fillSeats);
  gm.addEventListener('change', fillSeats);
  fillScenarios();

  return () => {
    const s = chosen();
    const m = map();
    if (!s || !m) return null;
    const preset = teamPresets(s)[Number(teams.value)]?.teams;
    const phase = Number($<HTMLSelectElement>('phase-seconds').value);
    const bots = scriptedSides();
    const options: Record<string, unknown> = { map: m, scenario: s.id, scripted: bots, private: $<HTMLInputElement>('private').checked, gamemaster: gm.checked };
    if (preset) options.teams = preset;
    if (phase) options.phaseSeconds = phase;
    if (bots.length && level.value) options.level = level.value;
    if (seat.value === 'gm') options.role = 'gamemaster';
    else if (seat.value !== '') options.side = Number(seat.value);
    return options;
  };
}
