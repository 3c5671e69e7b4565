import { Client } from '@colyseus/sdk';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Session } from '../client/net/session.ts';
import { Timeline } from '../client/replay/timeline.ts';
import type { Command } from '../shared/battle/commands.ts';
import type { BattleState, BattleView, UnitState } from '../shared/battle/model.ts';
import { battleModule } from '../shared/battle/module.ts';
import { GameRecord } from '../shared/core/record.ts';
import type { ServerMessage } from '../shared/protocol/messages.ts';
import { CHROMIUM, hasChromium, shots, useBrowserAndServer } from './browserSupport.ts';
import { newBattle, play, type Player } from './storeSupport.ts';
import { waitFor } from './support.ts';

// A battle played to its end through the real server by scripted clients, then watched in Chromium:
// the finished battle's page links to its replay, whose board and combat log follow the controls
// (buttons, keys, the turn list, the slider); and the page's chat box shows markup as plain text.

const turnOf = (s: BattleState) => (s.phase === 'deploy' ? 0 : s.turn);
/** What the board shows of units: where each living one stands, in a fixed order. */
const placed = (units: UnitState[]) =>
  units
    .filter((u) => u.condition !== 'dead')
    .map((u) => `${u.id}@${u.x},${u.y}:${u.condition}`)
    .sort();

describe.skipIf(!hasChromium)(hasChromium ? 'replaying a finished battle, and chat, in the browser' : `replay: skipped, no ${CHROMIUM}`, () => {
  const h = useBrowserAndServer();
  let players: Player[] = [];
  let roomId = '';
  let timeline: Timeline<BattleState>;
  let page: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    players = await newBattle(h.base, { map: 'skirmish', scenario: 'turf-war' }); // a scenario with heroes
    roomId = players[0].session.room.roomId;
    await play(players, 2000);
    expect(players[0].session.current()!.game.phase).toBe('over');
    const body = await (await fetch(`${h.base}/api/records/${roomId}`)).json();
    const built = Timeline.build(battleModule, GameRecord.parse(body.record), turnOf);
    if (!built.ok) throw new Error(built.message);
    timeline = built.timeline;
    page = await (await h.browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    page.on('pageerror', (e) => errors.push(e.message));
  }, 180_000);

  afterAll(async () => {
    for (const p of players) await p.session.room.leave(true).catch(() => undefined);
  });

  it("a spectator's chat shows markup as literal text, and the page's own line reaches the other spectator", async () => {
    const other = new Session<BattleView, Command>(await new Client(h.base).joinById(roomId, { role: 'spectator' }));
    const heard: ServerMessage<'chat'>[] = [];
    other.on('chat', (m) => heard.push(m));
    await page.goto(`${h.base}/?battle=${roomId}&watch=1`);
    await expect.poll(() => page.locator('#banner').textContent(), { timeout: 20_000 }).toMatch(/Battle over/);
    const evil = '<script>window.pwned = 1</script><img src=x onerror="window.pwned = 2"><b>bold?</b>';
    other.chat('all', evil);
    const line = page.locator('#chat-lines li').last();
    await expect.poll(() => line.textContent()).toContain(evil);
    expect(await page.locator('#chat-lines script, #chat-lines img, #chat-lines b').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { pwned?: number }).pwned)).toBeUndefined();
    // A spectator has no side to pick: its lines go to spectators.
    expect(await page.locator('#chat-to').isHidden()).toBe(true);
    await page.locator('#chat-input').fill('Well played, both');
    await page.locator('#chat-input').press('Enter');
    await waitFor('the page’s line', () => heard.some((m) => m.text === 'Well played, both' && m.to === 'spectators'));
    expect(await page.locator('#chat-input').inputValue()).toBe('');
    await page.locator('#chat').screenshot({ path: join(shots, 'chat-box.png') });
    await other.room.leave(true);
  }, 60_000);

  /** The replay's step, board and log as the page has them. */
  async function shown(): Promise<{ k: number; units: string[]; visibleSteps: number[]; text: string; banner: string }> {
    return page.evaluate(() => {
      const r = (window as unknown as { replay: { screen: { k: number; picture: { units: { id: string; x: number; y: number; condition: string }[] } } } }).replay;
      const visible = [...document.querySelectorAll<HTMLLIElement>('#log li')].filter((li) => !li.hidden).map((li) => Number(li.dataset.step));
      return {
        k: r.screen.k,
        units: r.screen.picture.units.filter((u) => u.condition !== 'dead').map((u) => `${u.id}@${u.x},${u.y}:${u.condition}`).sort(),
        visibleSteps: [...new Set(visible)],
        text: document.getElementById('replay-step')!.textContent ?? '',
        banner: document.getElementById('banner')!.textContent ?? '',
      };
    });
  }

  /** The page shows step k: its board holds the units of the state after k commands, its log the lines of commands 1..k. */
  async function expectStep(k: number): Promise<void> {
    await expect.poll(async () => (await shown()).k).toBe(k);
    const s = await shown();
    expect(s.units).toEqual(placed(battleModule.viewFor(timeline.stateAt(k), { role: 'gamemaster' }).units));
    const withLines = timeline.record.log.map((e, i) => (e.events.length ? i + 1 : 0)).filter((step) => step > 0 && step <= k);
    expect(s.visibleSteps).toEqual(withLines);
    expect(s.text).toContain(`Command ${k} of ${timeline.n}`);
  }

  it('the finished battle links to its replay, which steps back and forth, jumps to a turn and drags, board and log in step', async () => {
    const n = timeline.n;
    await page.goto(`${h.base}/?battle=${roomId}&watch=1`);
    await expect.poll(() => page.locator('#banner').textContent(), { timeout: 20_000 }).toMatch(/Battle over/);
    await page.getByRole('link', { name: 'Watch the replay' }).click({ timeout: 10_000 });
    await expect.poll(() => page.evaluate(() => !!(window as unknown as { replay?: unknown }).replay), { timeout: 20_000 }).toBe(true);
    expect(page.url()).toContain(`?replay=${roomId}`);
    await expectStep(0);
    expect((await shown()).units).toEqual([]); // the set-up: nothing placed yet
    await page.screenshot({ path: join(shots, 'replay-0-start.png') });

    // Forward with the mouse, then the keyboard, and back.
    await page.getByRole('button', { name: 'Forward ▶' }).click();
    await expectStep(1);
    expect((await shown()).units.length).toBeGreaterThan(0);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expectStep(3);
    await page.keyboard.press('ArrowLeft');
    await expectStep(2);
    await page.getByRole('button', { name: '◀ Back' }).click();
    await expectStep(1);

    // The end, with the result, then the start again.
    await page.keyboard.press('End');
    await expectStep(n);
    expect(await page.locator('#result').isVisible()).toBe(true);
    expect((await shown()).banner).toMatch(/Battle over/);
    // The gamemaster's view: every side's hero secrets are on show (the record fixes them all).
    const heroSides = new Set(timeline.stateAt(n).heroes.filter((x) => x.secrets.length).map((x) => x.side));
    expect(heroSides.size).toBe(2);
    await page.locator('#heroes-summary').click();
    expect(await page.locator('#heroes .secrets').count()).toBe(timeline.stateAt(n).heroes.filter((x) => x.secrets.length).length);
    await page.screenshot({ path: join(shots, 'replay-2-end.png') });
    await page.getByRole('button', { name: '« First' }).click();
    await expectStep(0);
    expect(await page.locator('#result').isVisible()).toBe(false);

    // Jump to turn 3 from the list: its first command, the banner on turn 3, the step before in turn 2.
    const turn3 = timeline.starts.find((s) => s.turn === 3)!;
    await page.locator('#replay-turn').selectOption({ label: 'Turn 3' });
    await expectStep(turn3.step);
    expect((await shown()).banner).toMatch(/Turn 3\b/);
    await page.screenshot({ path: join(shots, 'replay-1-turn3.png') });
    await page.locator('#board canvas').click({ position: { x: 5, y: 5 } }); // focus off the list: keys step again
    await page.keyboard.press('ArrowLeft');
    await expectStep(turn3.step - 1);
    expect((await shown()).banner).toMatch(/Turn 2\b/);
    expect(await page.locator('#replay-turn').inputValue()).toBe(String(timeline.starts.find((s) => s.turn === 2)!.step));

    // The slider, dragged with the mouse to about its middle.
    const box = (await page.locator('#replay-slider').boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const mid = (await shown()).k;
    expect(Math.abs(mid - n / 2)).toBeLessThan(n / 8);
    await expectStep(mid);

    // A log line takes the replay to its command.
    await page.keyboard.press('End');
    await expectStep(n);
    const li = page.locator('#log li[data-step="5"]').first();
    await li.click();
    await expectStep(5);
    expect(errors).toEqual([]);
  }, 120_000);

  type Pt = { x: number; y: number };
  type ReplayWin = { replay: { screen: { k: number; go(k: number): void }; board: { drawnAt(id: string): Pt | null; animating: boolean } } };

  /** Presses a control and records, each frame for `ms`, where `unitId` is drawn and whether the board animates. */
  async function pressAndWatch(selector: string, unitId: string, ms: number): Promise<{ track: Pt[]; busy: number }> {
    return page.evaluate(
      async ([sel, id, ms]) => {
        const r = (window as unknown as ReplayWin).replay;
        const track: Pt[] = [];
        let busy = 0;
        (document.querySelector(sel as string) as HTMLButtonElement).click();
        const t0 = performance.now();
        await new Promise<void>((done) => {
          const tick = () => {
            const p = r.board.drawnAt(id as string);
            if (p) track.push(p);
            if (r.board.animating) busy++;
            if (performance.now() - t0 < (ms as number)) requestAnimationFrame(tick);
            else done();
          };
          requestAnimationFrame(tick);
        });
        return { track, busy };
      },
      [selector, unitId, ms] as const,
    );
  }

  it('a step forward animates as in the battle (a move slides along its path); back jumps; off shows it at once; Play steps on its own', async () => {
    await page.goto(`${h.base}/?replay=${roomId}`);
    await expect.poll(() => page.evaluate(() => !!(window as unknown as { replay?: unknown }).replay), { timeout: 20_000 }).toBe(true);
    expect(await page.locator('#anim-pace').isVisible()).toBe(true);
    await page.locator('#anim-pace').selectOption('normal');
    type Moved = { type: string; unitId: string; from: Pt; to: Pt; path: Pt[] };
    const moves = timeline.record.log.flatMap((e, i) => (e.events as Moved[]).filter((ev) => ev.type === 'moved' && ev.path.length >= 2).map((ev) => ({ k: i, ev })));
    expect(moves.length).toBeGreaterThanOrEqual(2);
    const near = (a: Pt, b: Pt, d = 0.05) => Math.abs(a.x - b.x) < d && Math.abs(a.y - b.y) < d;
    const goTo = (k: number) => page.evaluate((k) => (window as unknown as ReplayWin).replay.screen.go(k), k);

    // Forward over a move: drawn at its start, between squares, then on its square.
    const m = moves[0];
    await goTo(m.k);
    const fwd = await pressAndWatch('#replay-forward', m.ev.unitId, 1500);
    await expectStep(m.k + 1);
    expect(fwd.busy).toBeGreaterThan(0);
    expect(fwd.track[0], JSON.stringify({ m, first: fwd.track.slice(0, 5), n: fwd.track.length })).toSatisfy((p: Pt) => near(p, m.ev.from, 0.2));
    expect(fwd.track.filter((p) => !near(p, m.ev.from, 0.2) && !near(p, m.ev.to, 0.2)).length).toBeGreaterThanOrEqual(1);
    expect(near(fwd.track.at(-1)!, m.ev.to)).toBe(true);
    // Back: the step before at once, the unit on its old square from the first frame.
    const back = await pressAndWatch('#replay-back', m.ev.unitId, 300);
    await expectStep(m.k);
    expect(back.busy).toBe(0);
    expect(back.track.every((p) => near(p, m.ev.from, 0.01))).toBe(true);

    // Off: the next move is drawn at its end at once.
    await page.locator('#anim-pace').selectOption('off');
    const m2 = moves[1];
    await goTo(m2.k);
    const off = await pressAndWatch('#replay-forward', m2.ev.unitId, 600);
    expect(off.busy).toBe(0);
    expect(off.track.every((p) => near(p, m2.ev.to, 0.01))).toBe(true);

    // Play at the fast pace steps on by itself, animating, until paused.
    await page.locator('#anim-pace').selectOption('fast');
    await goTo(m.k);
    const played = await pressAndWatch('#replay-play', m.ev.unitId, 2500);
    expect(played.busy).toBeGreaterThan(0);
    expect(await page.locator('#replay-play').getAttribute('aria-pressed')).toBe('true');
    await page.locator('#replay-play').click();
    expect(await page.locator('#replay-play').getAttribute('aria-pressed')).toBe('false');
    const k = (await shown()).k;
    expect(k).toBeGreaterThanOrEqual(m.k + 2);
    await page.waitForTimeout(1200);
    expect((await shown()).k).toBe(k); // paused
    await page.locator('#anim-pace').selectOption('normal');
    expect(errors).toEqual([]);
  }, 60_000);

  it('a battle still being played has no replay: the start page says why', async () => {
    const [a] = await newBattle(h.base);
    const p = await (await h.browser.newContext()).newPage();
    await p.goto(`${h.base}/?replay=${a.session.room.roomId}`);
    await expect.poll(() => p.locator('#lobby-error').textContent(), { timeout: 20_000 }).toMatch(/still being played/);
    await a.session.room.leave(true);
  });
});
