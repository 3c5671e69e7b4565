import { concealedOf } from '../../../shared/battle/rules/reserves.ts';
import type { Ctx, Mode } from '../modeTypes.ts';
import { esc } from './html.ts';
import { heroType } from '../../../shared/battle/rules/heroes.ts';
import { unitType } from '../../../shared/battle/units.ts';

// HC-06 Already There: one's concealed figures, each a button that chooses it; a click on a ringed
// square then brings it on (the mode machine sends `emerge`). Enabled for what legalCommands offers,
// titled with the engine's reason when not. Every side sees how many of the other's wait concealed.

/** The figure's words: its unit type and the hero riding with it. */
const figureWords = (type: string, hero?: string) => `${unitType(type)?.name ?? type}${hero ? ` with ★ ${heroType(hero)?.name ?? hero}` : ''}`;

export function concealedHtml(mode: Mode, ctx: Ctx): string {
  const v = ctx.view;
  const at = v.scenario.objectives?.alreadyThere;
  if (!at || v.phase === 'over') return '';
  const figures = concealedOf(v, at.side);
  if (!figures.length) return '';
  const title = `Already There: “${at.effect}”`;
  if (at.side !== ctx.side) return `<p class="muted" title="${esc(title)}">Already There: ${figures.length} figure${figures.length === 1 ? '' : 's'} of ${esc(v.sideNames[at.side] ?? '')} wait concealed; each may appear on any open square the first time it acts.</p>`;
  const buttons = figures.map(({ figure, f }) => {
    const offered = ctx.legal.some((c) => c.type === 'emerge' && c.figure === figure);
    const on = mode.kind === 'emerging' && mode.figure === figure;
    const why = offered ? `Choose a ringed square: ${figureWords(f.type, f.hero)} appears there (one action, its move)` : (ctx.check({ type: 'emerge', figure, to: { x: 0, y: 0 } })?.message ?? '');
    return `<button type="button" data-figure="${figure}" class="${on ? 'on' : ''}"${offered ? '' : ' disabled'} title="${esc(why)}">${on ? 'Appearing…' : 'Appear'}: ${esc(figureWords(f.type, f.hero))}</button>`;
  });
  return `<p title="${esc(title)}"><strong>Already There</strong>: concealed, they appear on any open square you choose the first time they act.</p><div class="buttons">${buttons.join('')}</div>`;
}
