import { Client } from '@colyseus/sdk';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Session } from '../client/net/session.ts';
import type { Command } from '../shared/battle/commands.ts';
import type { BattleView } from '../shared/battle/model.ts';
import { CHROMIUM, hasChromium, root, useBrowserAndServer } from './browserSupport.ts';
import { waitFor } from './support.ts';

// #12 accessibility: axe-core (the checker, run in the page) finds no violation on the start page, a
// battle in its move phase (with a unit selected and the legend open), the rules page, the
// end-of-battle summary and its replay.

interface AxeResult {
  violations: { id: string; impact: string | null; help: string; nodes: { target: string[]; failureSummary?: string }[] }[];
}

/** axe-core's verdict on the page as it is now (WCAG 2.x A and AA rules, and its best practices). */
async function axe(page: Page): Promise<AxeResult['violations']> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: join(root, 'node_modules/axe-core/axe.min.js') });
  const r = (await page.evaluate(() => (window as unknown as { axe: { run(o: unknown): Promise<unknown> } }).axe.run({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } }))) as AxeResult;
  return r.violations;
}

/** Tabs through the page until the focus comes back to the page itself; each control reached must show a focus ring. */
async function tabWalk(page: Page): Promise<string[]> {
  // From the top: the first control (Rules, in the header) has the focus, then Tab on to the end.
  await page.locator('#rules-button').focus();
  const seen: string[] = ['button#rules-button'];
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    const f = await page.evaluate(() => {
      const e = document.activeElement as HTMLElement;
      const s = getComputedStyle(e);
      return { what: `${e.tagName.toLowerCase()}#${e.id}`, ring: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2 };
    });
    if (f.what.startsWith('body')) break;
    seen.push(f.what);
    expect(f.ring, `${f.what} has a visible focus`).toBe(true);
  }
  return seen;
}

const show = (v: AxeResult['violations']) => v.map((x) => `${x.impact} ${x.id}: ${x.help}\n${x.nodes.slice(0, 6).map((n) => `   ${n.target.join(' ')} ${n.failureSummary?.split('\n').slice(1, 3).join(' ') ?? ''}`).join('\n')}`);

describe.skipIf(!hasChromium)(hasChromium ? 'accessibility (axe-core)' : `accessibility: skipped, no ${CHROMIUM}`, () => {
  const h = useBrowserAndServer();

  it('no violations on the start page, in a battle, and on the summary', async () => {
    const page = await (await h.browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await page.goto(h.base);
    await expect.poll(() => page.locator('#create-button').isEnabled(), { timeout: 20_000 }).toBe(true);
    await expect.poll(() => page.locator('#battle-list').textContent(), { timeout: 20_000 }).not.toContain('Loading');
    expect(show(await axe(page))).toEqual([]);
    // Every control is reached by Tab and shows where the focus is.
    const seen = await tabWalk(page);
    expect(seen).toEqual(expect.arrayContaining(['button#rules-button', 'input#player-name', 'select#scenario', 'button#create-button']));
    // The rules page: opened from the keyboard, read as text, closed again.
    await page.locator('#rules-button').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('#rules').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await page.locator('#rules h3').allTextContents()).toEqual(['Dice', 'Units', 'A turn', 'Moving', 'Shooting', 'Heroes', 'Set-up']);
    expect(show(await axe(page))).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('#rules').isVisible()).toBe(false);

    const other = new Session<BattleView, Command>(await new Client(h.base).create('battle', { map: 'skirmish', deployment: 'auto', side: 1, gamemaster: true }));
    const gm = new Session<BattleView, Command>(await new Client(h.base).joinById(other.room.roomId, { role: 'gamemaster' }));
    await page.goto(`${h.base}/?battle=${other.room.roomId}`);
    await waitFor('every seat taken', () => !!other.current()?.seats.every((s) => s.taken), 30_000);
    other.room.send('start');
    await expect.poll(() => page.locator('#banner').textContent(), { timeout: 20_000 }).toMatch(/Turn 1, .* moves.*your turn/);
    await page.keyboard.press('n');
    await page.locator('#legend summary').click();
    await expect.poll(() => page.locator('#selection').textContent()).toMatch(/Attack \d/);
    expect(show(await axe(page))).toEqual([]);
    // The battle's controls, the legend and the chat are reached by Tab, with a visible focus.
    expect(await tabWalk(page)).toEqual(expect.arrayContaining(['button#rules-button', 'button#end-phase', 'input#chat-input', 'summary#legend-summary']));
    // The same at a phone's size (the panel a bottom sheet), with a tooltip on show.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.locator('#board-tip').isVisible()).toBe(true);
    expect(show(await axe(page))).toEqual([]);
    // On the phone the sheet puts what to do now first, in the DOM too: Tab and a screen reader go
    // the way the eye does (each box below the one before it), the prompt and its buttons before the sides.
    const order = await page.evaluate(() =>
      [...document.getElementById('panel')!.children].filter((e) => (e as HTMLElement).offsetParent !== null).map((e) => ({ id: e.id, top: Math.round(e.getBoundingClientRect().top) })),
    );
    // (The toggle is sticky at the sheet's top, wherever the sheet is scrolled.)
    const flow = order.filter((o) => o.id !== 'sheet-toggle').map((o) => o.top);
    expect(flow).toEqual([...flow].sort((a, b) => a - b));
    const ids = order.map((o) => o.id);
    expect(ids.indexOf('controls')).toBeLessThan(ids.indexOf('resources'));
    expect(ids[0]).toBe('sheet-toggle');
    const phoneTabs = await tabWalk(page);
    expect(phoneTabs.indexOf('button#end-phase')).toBeGreaterThan(phoneTabs.indexOf('button#sheet-toggle'));
    // Back on a wide screen the panel has the page's own order again (the sides first).
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => page.evaluate(() => [...document.getElementById('panel')!.children].map((e) => e.id).filter((id) => id === 'controls' || id === 'resources'))).toEqual(['resources', 'controls']);

    gm.sendTable({ type: 'ruling', winners: [0], reason: 'The Agency holds the field' });
    await expect.poll(() => page.locator('#summary').isVisible(), { timeout: 20_000 }).toBe(true);
    expect(show(await axe(page))).toEqual([]);
    // On a phone and a tablet the summary fits the screen (it scrolls inside) and its buttons are in reach without scrolling.
    for (const [w, hgt] of [
      [390, 844],
      [768, 1024],
      [844, 390],
      [568, 320],
    ]) {
      await page.setViewportSize({ width: w, height: hgt });
      await page.waitForTimeout(200);
      const d = (await page.locator('#summary').boundingBox())!;
      expect(d.y, `${w}x${hgt}: the summary's top`).toBeGreaterThanOrEqual(0);
      expect(d.y + d.height, `${w}x${hgt}: the summary's foot`).toBeLessThanOrEqual(hgt);
      expect(d.x + d.width).toBeLessThanOrEqual(w);
      for (const id of ['rematch', 'summary-replay', 'summary-close']) {
        const b = (await page.locator(`#${id}`).boundingBox())!;
        expect(b.y + b.height, `${w}x${hgt}: #${id} in view`).toBeLessThanOrEqual(hgt);
        expect(b.y + b.height, `${w}x${hgt}: #${id} inside the summary`).toBeLessThanOrEqual(d.y + d.height);
      }
      expect(show(await axe(page))).toEqual([]);
    }
    // The smallest of those is shorter than the summary: it scrolls inside, and the buttons above stayed in view.
    expect(await page.locator('#summary').evaluate((e) => e.scrollHeight > e.clientHeight + 20)).toBe(true);
    await page.setViewportSize({ width: 1280, height: 800 });
    // Closed, the page under it: the dice box with Check the dice and the replay link beside it.
    await page.locator('#summary-close').click();
    await expect.poll(() => page.locator('#replay-link').isVisible()).toBe(true);
    // In view: axe leaves the contrast of what is scrolled out of sight undecided.
    await page.locator('#replay-link').scrollIntoViewIfNeeded();
    expect(show(await axe(page))).toEqual([]);
    // And its replay.
    const replay = await (await h.browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await replay.goto(`${h.base}/?replay=${other.room.roomId}`);
    await expect.poll(() => replay.locator('#replay-verdict').textContent(), { timeout: 30_000 }).toBeTruthy();
    expect(show(await axe(replay))).toEqual([]);
    await other.room.leave(true);
    await gm.room.leave(true);
  }, 240_000);
});
