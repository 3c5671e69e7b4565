import type { Catalogue } from './createForm.ts';
import { $, el } from './dom.ts';

// "Play against the computer": map, scenario, the side the player takes and the computer's level (the
// levels the server offers in /api/maps, never a list of our own) and its pace. One click creates the
// battle with every other side scripted and autoStart, so it begins at once, with no Start to press.

export function fillSoloForm(cat: Catalogue): () => Record<string, unknown> | null {
  const map = $<HTMLSelectElement>('solo-map');
  const scenario = $<HTMLSelectElement>('solo-scenario');
  const side = $<HTMLSelectElement>('solo-side');
  const level = $<HTMLSelectElement>('solo-level');
  const pace = $<HTMLSelectElement>('solo-pace');
  const chosen = () => cat.scenarios.find((s) => s.id === scenario.value);

  map.replaceChildren(...cat.maps.filter((m) => cat.scenarios.some((s) => s.map === m.id)).map((m) => el('option', { value: m.id, text: m.name })));
  level.replaceChildren(...(cat.levels ?? []).map((l) => el('option', { value: l.id, text: l.name, title: l.description, selected: l.default })));
  const fillSides = () => {
    const s = chosen();
    side.replaceChildren(...(s?.sides ?? []).map((name, i) => el('option', { value: String(i), text: name })));
    $('solo-about').textContent = s ? s.description : '';
  };
  const fillScenarios = () => {
    scenario.replaceChildren(...cat.scenarios.filter((s) => s.map === map.value).map((s) => el('option', { value: s.id, text: `${s.name} (${s.sides.length} sides)` })));
    fillSides();
  };
  const showLevel = () => {
    $('solo-level-about').textContent = cat.levels?.find((l) => l.id === level.value)?.description ?? '';
  };
  map.addEventListener('change', fillScenarios);
  scenario.addEventListener('change', fillSides);
  level.addEventListener('change', showLevel);
  fillScenarios();
  showLevel();

  return () => {
    const s = chosen();
    if (!s || side.value === '') return null;
    const mine = Number(side.value);
    const options: Record<string, unknown> = { map: map.value, scenario: s.id, side: mine, scripted: s.sides.map((_, i) => i).filter((i) => i !== mine), pace: pace.value, autoStart: true };
    if (level.value) options.level = level.value;
    return options;
  };
}
