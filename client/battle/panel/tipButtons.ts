import type { Command } from '../../../shared/battle/commands.ts';
import type { UnitState } from '../../../shared/battle/model.ts';
import type { Mode } from '../modeTypes.ts';
import { TIP_ARROWS, TIP_WORDS, tipsOf } from '../tipMode.ts';
import { esc } from './html.ts';

// HC-05: the "Tip platform" button and, while choosing, one arrow button per way legalCommands offers
// (each carries its command), for the selected pilot whose D6 control won this turn.

export function tipButtons(mode: Mode, legal: readonly Command[], own: UnitState | null): { shown: boolean; choosing: boolean; label: string; title: string; arrows: string } {
  const tips = own ? tipsOf(legal, own.id) : [];
  const choosing = mode.kind === 'tipping' && !!own && mode.unitId === own.id && tips.length > 0;
  const arrows = choosing
    ? tips.map((c) => `<button type="button" data-command="${esc(JSON.stringify(c))}" title="Tip the platform ${TIP_WORDS[c.dir]}: everyone on it throws React against 2D6 or slides D4 (D8 on a natural 2) that way">${TIP_ARROWS[c.dir]}</button>`).join('')
    : '';
  return {
    shown: tips.length > 0,
    choosing,
    label: `${choosing ? 'Tipping… choose a way' : 'Tip platform'} <kbd>K</kbd>`,
    title: own && tips.length ? `${own.name} won the control: tip the platform on purpose, one action and its move (K, then a square or an arrow)` : '',
    arrows,
  };
}
