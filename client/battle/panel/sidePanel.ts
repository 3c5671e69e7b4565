import { attackPreview } from '../../../shared/battle/queries/preview.ts';
import { spendLimits } from '../../../shared/battle/queries/hints.ts';
import type { BattleView, UnitState } from '../../../shared/battle/model.ts';
import type { MatchView } from '../../../shared/protocol/messages.ts';
import { isMine } from '../choices.ts';
import type { Ctx, Mode } from '../modeTypes.ts';
import { showButtons } from './actions.ts';
import { concealedHtml } from './concealed.ts';
import { heroesHtml } from './heroes.ts';
import { setHtml } from './html.ts';
import { legendHtml } from './legend.ts';
import { confirmLabel, oddsHtml, type SpendChoice } from './odds.ts';
import { selectionHtml } from './selection.ts';
import { openSheet, promptInView, wireSheet } from './sheet.ts';
import { shopHtml } from './shop.ts';
import { goalsText, sidesHtml } from './sides.ts';
import { boardEffectsText } from './boardEffects.ts';
import { renderCountdowns } from './objectives.ts';
import { bannerText, computerThinking, resultHtml } from './status.ts';

// Fills the side panel from the view, the mode and the legal commands: banner, result, sides, shop,
// heroes, buttons, the prompt or unit card, and the odds. Each part is built in its own file.

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

export interface PanelInput {
  match: MatchView<BattleView>;
  mode: Mode;
  ctx: Ctx;
  sel: UnitState | null;
  seated: boolean;
  /** The odds grew (a spend changed): keep their Confirm button in sight. */
  scrollOdds: boolean;
  /** A line about the square under the pointer. */
  hint: string;
}

/** The preview's spends as chosen, within the limits the engine accepts. */
function spendChoice(mode: Extract<Mode, { kind: 'preview' }>, ctx: Ctx): SpendChoice | undefined {
  const base = { type: mode.attack === 'melee' ? 'attack' : 'shoot', unitId: mode.attackerId, targetId: mode.targetId } as const;
  const limits = spendLimits(ctx.view, ctx.side, base, mode.vigor);
  return limits ? { ...limits, vigor: Math.min(mode.vigor, limits.vigorMax), lasting: Math.min(mode.lasting, limits.lastingMax) } : undefined;
}

function showOdds(mode: Mode, ctx: Ctx, scroll: boolean): void {
  const v = ctx.view;
  const odds = $('odds');
  const p = mode.kind === 'preview' ? mode : null;
  const attacker = p && v.units.find((u) => u.id === p.attackerId);
  const target = p && v.units.find((u) => u.id === p.targetId);
  const preview = p && attacker && target ? attackPreview(v, attacker.id, target.id, p.attack, p.vigor) : null;
  const wasHidden = odds.hidden;
  odds.hidden = !preview;
  $('panel').classList.toggle('previewing', !!preview);
  if (!preview || !p || !attacker || !target) return;
  setHtml($('odds-body'), oddsHtml(preview, attacker, target, v.phase === 'opportunity', isMine(ctx) ? spendChoice(p, ctx) : undefined));
  const confirm = $('odds-confirm');
  const label = confirmLabel(p.attack, target.id, preview.odds.attackerWins);
  if (confirm.innerHTML !== label) confirm.innerHTML = label;
  // On a phone the odds and their Confirm live in the bottom sheet: open it when they appear.
  if (wasHidden) openSheet(true);
  if (wasHidden || scroll) confirm.scrollIntoView({ block: 'nearest' });
}

export function showPanel(input: PanelInput): void {
  const { match, mode, ctx, sel } = input;
  const v = ctx.view;
  const mine = isMine(ctx);
  const banner = $('banner');
  banner.textContent = bannerText(v, { side: ctx.side, mine, seated: input.seated });
  banner.classList.toggle('mine', mine);

  // The scripted opponent's turn: shown as the computer thinking, with an indeterminate progress bar.
  const thinking = computerThinking(match);
  $('thinking').hidden = thinking === null;
  $('thinking-text').textContent = thinking === null ? '' : `The computer is thinking… (${v.sideNames[thinking] ?? ''})`;

  wireSheet();
  if (mine) promptInView(`${v.turn}:${v.phase}:${v.active}`);
  const result = $('result');
  if (result.hidden && v.phase === 'over') openSheet(true);
  result.hidden = v.phase !== 'over';
  if (v.phase === 'over') setHtml(result, `${resultHtml(v, ctx.side)}<div class="buttons"><button type="button" id="show-summary">Summary, rematch and replay</button></div>`);

  setHtml($('seats'), sidesHtml(v, match.seats, ctx.side));
  setHtml($('legend-body'), legendHtml(v));
  $('goals').textContent = [goalsText(v.scenario), boardEffectsText(v.map)].filter(Boolean).join(' ');
  renderCountdowns($('countdowns'), v);
  const shop = $('shop');
  shop.hidden = v.phase !== 'resources' || ctx.side < 0;
  setHtml(shop, shop.hidden ? '' : shopHtml(v, ctx.side, ctx.legal));

  // Heroes (SW-07..09): one's own in full with their stance, the others as far as one may know them.
  const heroes = $('heroes');
  heroes.hidden = !v.heroes.length;
  if (v.heroes.length) {
    const h = heroesHtml(v, ctx.side, mine);
    setHtml($('heroes-summary'), h.summary);
    setHtml($('heroes-body'), h.body);
  }

  showButtons(mode, ctx, sel);
  setHtml($('concealed'), concealedHtml(mode, ctx));
  setHtml($('selection'), selectionHtml(mode, ctx, sel));
  $('hint').textContent = input.hint;
  $('board').title = input.hint;
  showOdds(mode, ctx, input.scrollOdds);
}
