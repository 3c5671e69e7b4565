import { readSeedText } from '../../shared/combatSetup/seedText.ts';
import { el } from './dom.ts';
import { drawSetupMap, markedComplications, type PreviewComplication, type PreviewMap } from './setupMap.ts';
import { drawLog, drawTables, type Override, type TableInfo, type TableRoll } from './setupTables.ts';

// "Combat step (gamemaster)" on the start page (issue 11): the gamemaster picks an episode step and a
// seed, reads what the set-up gives (GET /api/combat-setup: the server rolls it with the function the
// room will use, so the client holds no rule), and opens it as a battle in the gamemaster's seat.
// The seed is the set-up's, a choice made before the battle: the browser may pick it at random. The
// battle's own dice stay the server's secret.

/** The answer of GET /api/combat-setup, as far as the card reads it (server/rooms/combatSetupPreview.ts). */
export interface SetupPreview {
  /** As asked: a whole number (an old seed) or 64 hex digits. */
  seed: number | string;
  episode: string;
  episodes: { id: string; group: string; count: number; level: number; time: string }[];
  setup: {
    board: { name: string; width: number; height: number };
    turnLimit: number;
    cube: { side: number; bounds: { x: number; y: number; w: number; h: number } };
    preparation: { name: string; personalActions: { heroes: number; opponents: number } };
    deployment: { type: string; mode: string; first: string; from: { name: string } };
    environments: { list: { name: string; source: string; value: { total: number } | null }[] };
    task: { skills: string[]; effectiveDc: number; when: { id: string }; limits: { text: string } };
    step?: { opponents: { group: string } };
    complications?: { list: PreviewComplication[] };
  };
  complications: { name: string; effect: string; inForce: boolean; how?: string }[];
  /** HC-11: the opponents as the battle fields them, in words (absent from an older server). */
  opponents?: string;
  /** The gamemaster's part: every table roll, the tables with their results, the log, the board as laid. */
  rolls?: TableRoll[];
  tables?: TableInfo[];
  log?: string[];
  map?: PreviewMap;
}

/** A fresh set-up seed from the browser's own generator: 64 hex digits (256 bits, the generator's whole key). */
export const freshSeed = () => Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('');
/** A reroll's nonce (overrideSchema.ts: a whole number 0..2^31-1). */
const freshNonce = () => crypto.getRandomValues(new Uint32Array(1))[0] >>> 1;
/** A seed as the server takes it (shared/combatSetup/overrideSchema.ts SetupSeedText): digits, or 64 hex digits. */
const SEED_PATTERN = '[0-9]{1,10}|[0-9a-fA-F]{64}';
/**
 * Whether the seed field holds the seed of the set-up on show, the field read as the server reads it
 * (seedText.ts): "0123" is the seed 123, upper-case hex its lower-case self.
 */
export function seedMatches(typed: string, shown: number | string): boolean {
  const seed = readSeedText(typed);
  return seed !== null && seed === shown;
}
/** Long seeds shown as their first and last digits. */
const seedWords = (seed: number | string) => (typeof seed === 'string' && seed.length > 16 ? `${seed.slice(0, 8)}…${seed.slice(-8)}` : String(seed));

const words = (id: string) => id.replace(/-/g, ' ');
const capital = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/** The deployment type and mode, the mode left out when the type already says it ("Whole team" once). */
export function deploymentWords(type: string, mode: string): string {
  const how = mode === 'alternating' ? 'one figure at a time' : 'whole team at once';
  if (type === 'whole-team' && mode === 'whole-team') return capital(how);
  return `${capital(words(type))}, ${how}`;
}

/** The set-up in words, one entry per part: [term, lines]. Presentation only: every value is the server's. */
export function previewEntries(p: SetupPreview): [string, string[]][] {
  const s = p.setup;
  const d = s.deployment;
  return [
    ...(p.opponents ? [['Opponents', [p.opponents]] as [string, string[]]] : []),
    ['Cube', [`Side ${s.cube.side} squares, on the board ${s.board.name} (${s.board.width}×${s.board.height})`]],
    ['Preparation', [`${s.preparation.name}: personal actions, heroes ${s.preparation.personalActions.heroes}, opponents ${s.preparation.personalActions.opponents}`]],
    ['Deployment', [`${deploymentWords(d.type, d.mode)}, ${d.first} first, from ${d.from.name}`]],
    ['Environments', [s.environments.list.map((e) => (e.value ? `${e.name} ${e.value.total}` : `${e.name} (default)`)).join(', ')]],
    ['Complications', p.complications.length ? p.complications.map((c) => `${c.name}: ${c.inForce ? 'in force' : 'not in force'}${c.how ? ` — ${c.how}` : ''}. ${c.effect}`) : ['None']],
    ['Task', [`${capital(s.task.skills.map(words).join(' + '))}, DC ${s.task.effectiveDc}, ${s.task.when.id} the fight; ${s.task.limits.text}`]],
    ['Turn limit', [`${s.turnLimit} turns`]],
  ];
}

export interface CombatStepDeps {
  /** GET /api/combat-setup with this query; resolves to the status and the parsed body. */
  fetchPreview(query: string): Promise<{ ok: boolean; body: unknown }>;
  /** Creates the battle with these options and enters it; the error's text if it failed. */
  open(options: Record<string, unknown>, button: HTMLButtonElement): Promise<string | null>;
}

/** Puts the card at the end of the start page. */
export function showCombatStepCard(lobby: HTMLElement, deps: CombatStepDeps): void {
  if (document.getElementById('gm-step')) return;
  const episode = el('select', { id: 'gm-episode' });
  const seed = el('input', { id: 'gm-seed', type: 'text', pattern: SEED_PATTERN, spellcheck: 'false', autocomplete: 'off', maxlength: 64, size: 34, 'aria-describedby': 'gm-seed-help', value: freshSeed() });
  const roll = el('button', { type: 'button', id: 'gm-roll', class: 'small-button', text: 'Roll a new one' });
  const status = el('p', { id: 'gm-status', class: 'muted small', role: 'status' });
  const preview = el('dl', { id: 'gm-preview', class: 'gm-preview' });
  const error = el('p', { id: 'gm-error', class: 'error', role: 'alert' });
  const openButton = el('button', { type: 'submit', id: 'gm-open', class: 'primary', text: 'Open as a battle', disabled: true });
  const extras = el('div', { id: 'gm-extras', class: 'gm-extras' });
  /** The seed and episode the preview on show was made for; null while none matches the fields. */
  let shown: { seed: number | string; episode: string } | null = null;
  let asked = 0;
  /** The gamemaster's rerolls and choices on the seed on show, in order; a new seed or episode clears them. */
  let overrides: Override[] = [];
  let lastGood: SetupPreview | null = null;

  const render = (p: SetupPreview) => {
    preview.replaceChildren();
    for (const [term, lines] of previewEntries(p)) {
      preview.append(el('dt', { text: term }));
      if (lines.length === 1) preview.append(el('dd', { text: lines[0] }));
      else preview.append(el('dd', {}, el('ul', {}, ...lines.map((l) => el('li', { text: l })))));
    }
    extras.replaceChildren();
    if (p.map) {
      const sides: [string, string] = ['Heroes', p.setup.step?.opponents.group ?? 'Opponents'];
      extras.append(el('h3', { class: 'gm-sub', text: 'Map' }), drawSetupMap(p.map, p.setup.complications?.list ?? [], sides));
      const names = markedComplications(p.setup.complications?.list ?? []);
      if (names.length) extras.append(el('p', { class: 'muted small', text: `Marked: ${names.map((c, i) => `${i + 1}. ${c.name}`).join(', ')}` }));
    }
    if (p.rolls && p.tables) {
      extras.append(el('h3', { class: 'gm-sub', text: 'Reroll or set by hand' }), drawTables(p.rolls, p.tables, (o) => void change([...overrides, o]), freshNonce));
      extras.append(el('h3', { class: 'gm-sub', text: 'Log (opens the combat log)' }), drawLog(p.log ?? [], () => void change(overrides.slice(0, -1))));
    }
  };
  /** Asks for the set-up with these overrides; a refused one is taken back, the last good set-up stays, and the reason is said. */
  const change = async (next: Override[]) => {
    const before = overrides;
    overrides = next;
    const refused = await refresh();
    if (refused === null) return;
    overrides = before;
    if (lastGood) {
      render(lastGood);
      shown = { seed: lastGood.seed, episode: lastGood.episode };
      openButton.disabled = false;
      status.textContent = `Seed ${seedWords(lastGood.seed)}, ${words(lastGood.episode)}:`;
    }
    error.textContent = refused;
  };
  const fillEpisodes = (p: SetupPreview) => {
    if (episode.options.length) return;
    for (const e of p.episodes) episode.append(el('option', { value: e.id, text: `${e.id.replace(/-/g, ' ')}: ${e.count} ${e.group}, level ${e.level}, ${e.time}` }));
    episode.value = p.episode;
  };
  /** Asks the server for the set-up of the fields and overrides; the refusal's text, or null once shown. */
  const refresh = async (): Promise<string | null> => {
    const n = ++asked;
    shown = null;
    openButton.disabled = true;
    error.textContent = '';
    status.textContent = 'Rolling the set-up…';
    const query = `?seed=${encodeURIComponent(seed.value.trim())}${episode.value ? `&episode=${encodeURIComponent(episode.value)}` : ''}${overrides.length ? `&overrides=${encodeURIComponent(JSON.stringify(overrides))}` : ''}`;
    try {
      const { ok, body } = await deps.fetchPreview(query);
      if (n !== asked) return null; // a newer seed or episode was asked for meanwhile
      const b = body as SetupPreview & { error?: string };
      if (b.episodes) fillEpisodes(b);
      if (!ok) {
        status.textContent = '';
        preview.replaceChildren();
        extras.replaceChildren();
        error.textContent = `No set-up for that: ${b.error ?? 'the server refused it'}`;
        return error.textContent;
      }
      render(b);
      lastGood = b;
      shown = { seed: b.seed, episode: b.episode };
      status.textContent = `Seed ${seedWords(b.seed)}, ${words(b.episode)}:`;
      openButton.disabled = false;
      return null;
    } catch (e) {
      if (n !== asked) return null;
      status.textContent = '';
      error.textContent = `Could not roll the set-up: ${(e as Error).message}`;
      return error.textContent;
    }
  };
  let typing: ReturnType<typeof setTimeout> | undefined;
  seed.addEventListener('input', () => {
    clearTimeout(typing);
    overrides = [];
    shown = null;
    openButton.disabled = true;
    typing = setTimeout(() => void refresh(), 400);
  });
  episode.addEventListener('change', () => {
    overrides = [];
    void refresh();
  });
  roll.addEventListener('click', () => {
    seed.value = freshSeed();
    overrides = [];
    clearTimeout(typing);
    void refresh();
  });
  const form = el('form', { id: 'gm-step-form' });
  form.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    // Enter in the seed field before its set-up is on show rolls it first: nothing opens unseen.
    if (!shown || !seedMatches(seed.value, shown.seed)) {
      clearTimeout(typing);
      void refresh();
      return;
    }
    error.textContent = '';
    const step = { seed: shown.seed, episode: shown.episode, ...(overrides.length ? { overrides } : {}) };
    const failed = await deps.open({ combatStep: step, gamemaster: true, role: 'gamemaster' }, openButton);
    if (failed) error.textContent = failed;
  });
  form.append(
    el(
      'div',
      { class: 'form-grid' },
      el('label', { for: 'gm-episode', text: 'Episode step' }),
      episode,
      el('label', { for: 'gm-seed', text: 'Seed' }),
      el('span', { class: 'seed-row' }, seed, roll),
    ),
    el('p', { id: 'gm-seed-help', class: 'muted small', text: 'A seed is 64 hex digits (a new one is drawn at random) or a whole number (an older seed: the same set-up as before).' }),
    status,
    preview,
    error,
    extras,
    el('p', {}, openButton),
  );
  const card = el(
    'section',
    { class: 'card', id: 'gm-step', 'aria-labelledby': 'gm-step-title' },
    el('h2', { id: 'gm-step-title', text: 'Combat step (gamemaster)' }),
    el('p', { class: 'muted small', text: "A super-hero episode's combat step rolled from a seed: read what it gives, reroll any table or set its result by hand (each change is logged and opens the battle's combat log), then open it as a battle with you in the gamemaster's seat. The players take the heroes' and the opponents' seats from the list of battles." }),
    form,
  );
  lobby.append(card);
  void refresh();
}
