import type { BattleState } from '../../shared/battle/model.ts';
import { battleModule } from '../../shared/battle/module.ts';
import { GameRecord } from '../../shared/core/record.ts';
import { startBoard } from '../battle/board/scene.ts';
import { BoardControls } from '../battle/boardControls.ts';
import type { MapPayload } from '../battle/controller.ts';
import { replayControls } from './controls.ts';
import { ReplayScreen } from './screen.ts';
import { Timeline } from './timeline.ts';

// The replay page (?replay=<roomId>): fetches a finished battle's record, checks and rebuilds it in
// the page (shared rules, the dice from the revealed seed), and shows it step by step on the battle
// page's own board and panel. Loaded, like the battle, only when asked for.

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

async function getJson(url: string): Promise<unknown> {
  const res = await fetch(url);
  const body = (await res.json().catch(() => null)) as { error?: string } | null;
  if (!res.ok) throw new Error(body?.error ?? `${url}: ${res.status}`);
  return body;
}

/** Opens the replay; on failure says why (the caller then shows the start page). */
export async function openReplay(roomId: string): Promise<string | null> {
  const banner = $('banner');
  banner.textContent = 'Fetching the battle’s record…';
  try {
    const answer = (await getJson(`/api/records/${encodeURIComponent(roomId)}`)) as { mapId: string; metadata: { name?: unknown }; record: unknown };
    const record = GameRecord.parse(answer.record);
    banner.textContent = 'Replaying every command from the seed…';
    await new Promise((r) => setTimeout(r, 20)); // let the banner paint before the replay holds the page
    const built = Timeline.build(battleModule, record, (s: BattleState) => (s.phase === 'deploy' ? 0 : s.turn));
    if (!built.ok) throw new Error(`the record does not replay: ${built.message}`);
    const map = (await getJson(`/api/maps/${encodeURIComponent(answer.mapId)}`)) as MapPayload;
    $('lobby').hidden = true;
    $('game').hidden = false;
    $('panel').classList.add('replay');
    // The animation setting stays: a step forward plays as it did in the battle.
    for (const id of ['share', 'controls', 'dice', 'odds', 'help', 'legend']) $(id).hidden = true;
    const timeline = built.timeline;
    let screen: ReplayScreen | null = null;
    const board = startBoard($('board'), map.tiled, (sq) => screen?.square(sq));
    // Zoom as in a battle: the buttons, and + − 0.
    const zoom = new BoardControls(() => board);
    document.addEventListener('keydown', (e) => {
      if (e.ctrlKey || e.metaKey || e.altKey || (e.target instanceof HTMLElement && ['INPUT', 'TEXTAREA', 'SELECT'].includes(e.target.tagName))) return;
      if (zoom.key(e.key)) e.preventDefault();
    });
    const controls = replayControls($('panel'), timeline.n, timeline.starts, (t) => (t === 0 ? 'Set-up' : `Turn ${t}`), (to) => screen?.go(to), () => screen?.play());
    const verdict = document.createElement('p');
    verdict.className = 'small ok';
    verdict.id = 'replay-verdict';
    verdict.textContent = timeline.summary;
    $('replay-controls').append(verdict);
    const title = typeof answer.metadata.name === 'string' ? answer.metadata.name : 'a battle';
    screen = new ReplayScreen(timeline, board, controls, title, () => zoom.scale);
    screen.go(0);
    (window as unknown as { replay: unknown }).replay = { timeline, screen, board };
    return null;
  } catch (e) {
    return `Cannot replay battle ${roomId}: ${(e as Error).message}`;
  }
}
