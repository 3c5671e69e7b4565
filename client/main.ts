import { Client, type Room } from '@colyseus/sdk';
import type { MapPayload } from './battle/controller.ts';
import { fillCreateForm, type Catalogue } from './lobby/createForm.ts';
import { fillSoloForm } from './lobby/soloForm.ts';
import { $ } from './lobby/dom.ts';
import { learnOptions, showLearn } from './lobby/learn.ts';
import { LobbyList } from './lobby/lobbyList.ts';
import { showLobbyList } from './lobby/lobbyView.ts';
import { showWaitingRoom } from './lobby/waiting.ts';
import { NAME_KEY, seatKeyName } from './net/seatKeys.ts';

// Start page and connection: the live list of battles (join a free seat or watch), the create form,
// or a link that takes the seat; then the waiting room until the creator starts the battle.
// The battle (Phaser, the rules, the message schemas) is a separate chunk loaded only when a battle
// opens, so the start page is interactive on a small script.

const endpoint = `${location.protocol}//${location.host}`;
const client = new Client(endpoint);


async function fetchJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The display name typed on the start page (remembered in this browser); undefined when empty. */
function myName(): string | undefined {
  const name = $<HTMLInputElement>('player-name').value.trim();
  if (name) localStorage.setItem(NAME_KEY, name);
  return name || undefined;
}

function failed(what: string, e: unknown): void {
  $('lobby-error').textContent = `${what}: ${(e as Error).message}`;
}

async function showLobby(): Promise<void> {
  $('lobby').hidden = false;
  $('banner').textContent = 'Join a battle or start one';
  $<HTMLInputElement>('player-name').value = localStorage.getItem(NAME_KEY) ?? '';
  showLearn($('lobby'), learn);
  // The gamemaster's combat step card, in a chunk of its own: most visitors never use it (bundle budget).
  void import('./lobby/combatStepCard.ts').then((c) => c.showCombatStepCard($('lobby'), { fetchPreview: async (q) => fetch(`/api/combat-setup${q}`).then(async (r) => ({ ok: r.ok, body: await r.json() })), open: create }));
  // The live list: Colyseus' lobby room tells of every battle created, filled, started or closed.
  client
    .joinOrCreate('lobby')
    .then((room) => {
      lobbyRoom = room;
      showLobbyList(new LobbyList(room), $('battle-list'), {
        join: (roomId, side) => void join(roomId, { side, name: myName() }),
        watch: (roomId) => void join(roomId, { role: 'spectator' }),
      });
    })
    .catch((e) => failed('Could not load the list of battles', e));
  let options: (() => Record<string, unknown> | null) | null = null;
  let solo: (() => Record<string, unknown> | null) | null = null;
  try {
    const catalogue = await fetchJson<Catalogue>('/api/maps');
    options = fillCreateForm(catalogue);
    solo = fillSoloForm(catalogue);
    $<HTMLButtonElement>('create-button').disabled = false;
    $<HTMLButtonElement>('solo-button').disabled = false;
  } catch (e) {
    failed('Could not load the maps', e);
  }
  $('solo-form').addEventListener('submit', (ev) => {
    ev.preventDefault();
    void create(solo?.() ?? null, $<HTMLButtonElement>('solo-button'));
  });
  // Enter submits from any field of the form (its selects and boxes too), not only from a text input.
  $('create-form').addEventListener('keydown', (ev) => {
    const t = ev.target as HTMLElement;
    if (ev.key === 'Enter' && t.tagName !== 'BUTTON') {
      ev.preventDefault();
      ($('create-form') as HTMLFormElement).requestSubmit();
    }
  });
  $('create-form').addEventListener('submit', (ev) => {
    ev.preventDefault();
    void create(options?.() ?? null, $<HTMLButtonElement>('create-button'));
  });
}

/** Creates a battle from a form's options (with the name typed) and enters it; the button shows it is busy. The error's text if it failed. */
async function create(o: Record<string, unknown> | null, button: HTMLButtonElement): Promise<string | null> {
  if (!o) return null;
  const name = myName();
  const label = button.textContent;
  button.disabled = true;
  button.textContent = 'Creating…';
  try {
    const chunk = await loadBattle();
    const room = await client.create('battle', name ? { ...o, name } : o);
    history.replaceState(null, '', `?battle=${encodeURIComponent(room.roomId)}`);
    await enterBattle(room, chunk);
    return null;
  } catch (e) {
    failed('Could not create the battle', e);
    button.disabled = false;
    button.textContent = label;
    return $('lobby-error').textContent;
  }
}

let lobbyRoom: Room | null = null;

/** Learn to play: a private tutorial battle against the scripted opponent, opened with its guide; the error's text if it failed. */
async function learn(): Promise<string | null> {
  try {
    const chunk = await loadBattle();
    const room = await client.create('battle', learnOptions(myName()));
    history.replaceState(null, '', `?battle=${encodeURIComponent(room.roomId)}&learn=1`);
    await enterBattle(room, chunk, 'created');
    return null;
  } catch (e) {
    return `Could not open the lesson: ${(e as Error).message}`;
  }
}

/** Joins a battle from the list: a free seat (with the name) or to watch. */
async function join(roomId: string, options: Record<string, unknown>): Promise<void> {
  try {
    const chunk = await loadBattle();
    const room = await client.joinById(roomId, options);
    history.replaceState(null, '', `?battle=${encodeURIComponent(roomId)}${options.role === 'spectator' ? '&watch=1' : ''}`);
    await enterBattle(room, chunk);
  } catch (e) {
    failed(`Could not join battle ${roomId}`, e);
  }
}

type BattleChunk = typeof import('./battle/open.ts');
/** The battle chunk, loaded once. It is awaited before joining, so the session is attached the moment
 * the room is joined and no message sent while the page loads is lost. */
let battleChunk: Promise<BattleChunk> | null = null;
const loadBattle = () => (battleChunk ??= import('./battle/open.ts'));

/** `tutorial`: open the guide too ('created': this page made the room and starts it). */
async function enterBattle(room: Room, chunk: BattleChunk, tutorial?: 'created' | 'joined'): Promise<void> {
  $('lobby').hidden = true;
  $('game').hidden = false;
  $('banner').textContent = 'Loading the map…';
  void lobbyRoom?.leave(true).catch(() => undefined);
  lobbyRoom = null;
  const link = `${location.origin}${location.pathname}?battle=${encodeURIComponent(room.roomId)}`;
  const { session, controller } = chunk.openBattle(room, (key) => localStorage.setItem(seatKeyName(room.roomId), key));
  showWaitingRoom(session, link);
  (window as unknown as { battle: unknown }).battle = { room, session, controller };
  if (tutorial) void import('./tutorial/guide.ts').then((g) => g.startGuide(session, () => controller.picture, tutorial === 'created', () => controller.pointed));
  // The welcome names the map; its Tiled drawing comes over HTTP.
  const mapId = await new Promise<string>((resolve) => {
    if (session.mapId) resolve(session.mapId);
    else session.on('welcome', (m) => resolve(m.mapId));
  });
  try {
    controller.start(await fetchJson<MapPayload>(`/api/maps/${encodeURIComponent(mapId)}`));
  } catch (e) {
    $('banner').textContent = `Could not load map ${mapId}: ${(e as Error).message}`;
  }
}

/** Joins from a link: with this browser's seat key if it has one, or as a spectator with `&watch`, or the gamemaster with `&gm`. */
async function joinFromLink(roomId: string, watch: boolean, gm = false): Promise<void> {
  $('banner').textContent = watch ? 'Joining the battle to watch…' : 'Joining the battle…';
  try {
    const seatKey = localStorage.getItem(seatKeyName(roomId)) ?? undefined;
    const chunk = await loadBattle();
    const name = localStorage.getItem(NAME_KEY) ?? undefined;
    const room = await client.joinById(roomId, watch ? { role: 'spectator' } : seatKey ? { seatKey } : gm ? { role: 'gamemaster', ...(name ? { name } : {}) } : name ? { name } : {});
    await enterBattle(room, chunk, params.has('learn') && !watch ? 'joined' : undefined);
  } catch (e) {
    $('lobby').hidden = false;
    const error = $('lobby-error');
    error.textContent = `Could not join battle ${roomId}: ${(e as Error).message}. It may be full or over; start a new one below`;
    if (!watch) {
      const a = document.createElement('a');
      a.href = `?battle=${encodeURIComponent(roomId)}&watch=1`;
      a.textContent = 'or watch it';
      error.append(', ', a);
    }
    error.append('.');
    history.replaceState(null, '', location.pathname);
    await showLobby();
  }
}

// The rules page, on every page; loaded when first asked for.
$('rules-button').addEventListener('click', () => void import('./rules/open.ts').then((r) => r.openRules()));

const params = new URLSearchParams(location.search);
const battleId = params.get('battle');
const replayId = params.get('replay');
if (replayId) {
  void import('./replay/open.ts')
    .then((r) => r.openReplay(replayId))
    .then((error) => {
      if (!error) return;
      history.replaceState(null, '', location.pathname);
      void showLobby().then(() => ($('lobby-error').textContent = error));
    });
}
else if (battleId) void joinFromLink(battleId, params.has('watch'), params.has('gm'));
else void showLobby();
