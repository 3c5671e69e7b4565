import type { Sense } from '../map/battleMap.ts';
import { defenceSenses, UNIT_SENSES } from '../battle/rules/senses.ts';
import type { Complication } from './complicationTypes.ts';

// HC-06 Blocked Senses in words, for the complication's `how` (battle.ts): whose sight it takes, by
// the one reading of senses (shared/battle/rules/senses.ts): units see by Vision, the Automated
// Defences by Enhanced Vision and on the text's 5+ Exotic as well.

const list = (xs: readonly string[]) => xs.join(', ');

export function blockedHow(blocked: Sense[], defences: Complication | undefined): string {
  const out = [`${list(blocked)} blocked`];
  out.push(UNIT_SENSES.every((s) => blocked.includes(s)) ? 'units (they see by Vision) see nothing past the next square: only adjacent figures are seen or shot' : 'units see by Vision, which works: their sight is as before');
  for (const d of defences?.details ?? []) {
    if (d.kind !== 'automated-defences') continue;
    const own = defenceSenses(d.exoticOrMagical);
    const left = own.filter((s) => !blocked.includes(s));
    out.push(left.length ? `the Automated Defences still sense by ${list(left)}` : `the Automated Defences (${list(own)}) see nothing past the next square`);
  }
  const unused = blocked.filter((s) => s !== 'Vision' && !(defences?.details ?? []).some((d) => d.kind === 'automated-defences' && defenceSenses(d.exoticOrMagical).includes(s)));
  if (unused.length) out.push(`no figure here senses by ${list(unused)}`);
  return out.join('; ');
}
