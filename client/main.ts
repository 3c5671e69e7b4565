import { Client, type Room } from '@colyseus/sdk';
import type { MapPayload } from './battle/controller.ts';

// Start page and connection: create a battle and share its link, or open a link and take the seat.
// The battle (Phaser, the rules, the message schemas) is a separate chunk loaded only when a battle
// opens, so the start page is interactive on a small script.

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const endpoint = `${location.protocol}//${location.host}`;
const client = new Client(endpoint);

interface Catalogue {
  maps: { id: string; name: string; width: number; height: number; actions: number }[];
  scenarios: { id: string; name: string; description: string; map: string; sides: string[] }[];
}

const seatKeyName = (roomId: string) => `shadow-wars:seat:${roomId}`;

async function fetchJson<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function showLobby(): Promise<void> {
  $('lobby').hidden = false;
  $('banner').textContent = 'Choose a map to start a battle';
  const list = $('map-list');
  try {
    const cat = await fetchJson<Catalogue>('/api/maps');
    list.innerHTML = '<legend>Map</legend>';
    cat.maps.forEach((m, i) => {
      const count = cat.scenarios.filter((s) => s.map === m.id).length;
      const label = document.createElement('label');
      label.className = 'map-option';
      label.innerHTML = `<input type="radio" name="map" value="${m.id}" ${i === 0 ? 'checked' : ''}> <strong>${m.name}</strong> — ${m.width}×${m.height}, ${m.actions} actions a turn<small>${count} scenario${count === 1 ? '' : 's'}</small>`;
      list.append(label);
    });
    const select = $('scenario') as HTMLSelectElement;
    const about = $('scenario-about');
    const fillScenarios = () => {
      const map = (document.querySelector('input[name=map]:checked') as HTMLInputElement | null)?.value;
      const own = cat.scenarios.filter((s) => s.map === map);
      select.innerHTML = own.map((s) => `<option value="${s.id}">${s.name}: ${s.sides.join(' vs ')}</option>`).join('');
      about.textContent = own[0]?.description ?? '';
    };
    list.addEventListener('change', fillScenarios);
    select.addEventListener('change', () => {
      about.textContent = cat.scenarios.find((s) => s.id === select.value)?.description ?? '';
    });
    fillScenarios();
    ($('create-button') as HTMLButtonElement).disabled = cat.maps.length === 0;
  } catch (e) {
    $('lobby-error').textContent = `Could not load the maps: ${(e as Error).message}`;
  }
  $('create-form').addEventListener('submit', async (ev) => {
    ev.preventDefault();
    const button = $('create-button') as HTMLButtonElement;
    const map = (document.querySelector('input[name=map]:checked') as HTMLInputElement | null)?.value;
    if (!map) return;
    const scenario = ($('scenario') as HTMLSelectElement).value || undefined;
    button.disabled = true;
    button.textContent = 'Creating…';
    try {
      const chunk = await loadBattle();
      const room = await client.create('battle', scenario ? { map, scenario } : { map });
      history.replaceState(null, '', `?battle=${encodeURIComponent(room.roomId)}`);
      await enterBattle(room, chunk);
    } catch (e) {
      $('lobby-error').textContent = `Could not create the battle: ${(e as Error).message}`;
      button.disabled = false;
      button.textContent = 'Create battle';
    }
  });
}

type BattleChunk = typeof import('./battle/open.ts');
/** The battle chunk, loaded once. It is awaited before joining, so the session is attached the moment
 * the room is joined and no message sent while the page loads is lost. */
let battleChunk: Promise<BattleChunk> | null = null;
const loadBattle = () => (battleChunk ??= import('./battle/open.ts'));

async function enterBattle(room: Room, chunk: BattleChunk): Promise<void> {
  $('lobby').hidden = true;
  $('game').hidden = false;
  $('banner').textContent = 'Loading the map…';
  const link = `${location.origin}${location.pathname}?battle=${encodeURIComponent(room.roomId)}`;
  ($('share-link') as HTMLInputElement).value = link;
  $('copy-link').addEventListener('click', () => {
    void navigator.clipboard?.writeText(link);
    ($('share-link') as HTMLInputElement).select();
  });
  const { session, controller } = chunk.openBattle(room, (key) => localStorage.setItem(seatKeyName(room.roomId), key));
  (window as unknown as { battle: unknown }).battle = { room, session, controller };
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

/** Joins from a link: with this browser's seat key if it has one, or as a spectator with `&watch`. */
async function joinFromLink(roomId: string, watch: boolean): Promise<void> {
  $('banner').textContent = watch ? 'Joining the battle to watch…' : 'Joining the battle…';
  try {
    const seatKey = localStorage.getItem(seatKeyName(roomId)) ?? undefined;
    const chunk = await loadBattle();
    const room = await client.joinById(roomId, watch ? { role: 'spectator' } : seatKey ? { seatKey } : {});
    await enterBattle(room, chunk);
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
else if (battleId) void joinFromLink(battleId, params.has('watch'));
else void showLobby();
