import type { EffectNote } from '../../../shared/battle/events.ts';
import type { UnitState } from '../../../shared/battle/model.ts';
import type { TypeEffect } from '../../../shared/map/battleMap.ts';
import { AVOID_DOUBLE } from '../../../shared/battle/rules/defences.ts';

// HC-07 the words for what a damage type does (the Automated Defences' damage-type extra, the Touch
// Shield's Stun, the D8 against being doubled): tooltips, the unit card and the log. Every number is
// the view's or the rules' own; nothing here decides anything.

/** The emplacement's damage-type extra, for its tooltip. */
export const TYPE_EFFECT_WORDS: Record<TypeEffect, string> = {
  persistent: 'Persistent: a unit its strike hurts is struck again at the next turn\'s start (the same Attack, one penalty die).',
  'drain-react': 'Drain (Cold/DX): a unit its strike hurts loses 1 React for the rest of the fight (never below 1).',
  'drain-attack': 'Drain (Radiation/ST): a unit its strike hurts loses 1 Attack for the rest of the fight (never below 1).',
  stun: 'Stun: a unit its strike hurts is stunned: no action, opportunity shot or combat attack that turn.',
  'ignores-armour': 'Ignores (Armour): its strike takes a penalty die off the unit\'s Defend.',
  rending: 'Rending: its strike deals 1 damage more when it hits.',
};

/** The emplacement's D8 against being doubled, for its tooltip and the odds block. */
export const DOUBLE_WORDS = `On its total defeat (a natural 2) it rolls a d${AVOID_DOUBLE.die}: on ${AVOID_DOUBLE.on}+ the attacker's success level is not doubled.`;

/** One log line for what the effect did to the unit. */
export function effectNoteWords(note: EffectNote, unit: string): string {
  if (note.kind === 'persistent') return `${unit} is burning / poisoned (Persistent): struck again at the next turn's start`;
  if (note.kind === 'stun') return `${unit} is <strong>stunned</strong>: no action, opportunity shot or combat attack this turn`;
  const [what, ability] = note.kind === 'drain-react' ? ['Cold/DX', 'React'] : note.kind === 'drain-attack' ? ['Radiation/ST', 'Attack'] : ['Cold/TO', 'Vitality'];
  return `${unit} is drained (${what}): ${ability} ${note.from} → <strong>${note.to}</strong> for the rest of the fight`;
}

/** The unit card's lines for the effects on it (`turn`: the view's). */
export function unitEffectLines(u: UnitState, turn: number): string[] {
  const out: string[] = [];
  if (u.stunned === turn) out.push('Stunned (Electricity): no action, opportunity shot or combat attack this turn.');
  const d = u.drained;
  if (d?.react || d?.attack || d?.vitality) out.push(`Drained for the rest of the fight: ${[d.attack ? `Attack -${d.attack}` : '', d.react ? `React -${d.react}` : '', d.vitality ? `Vitality -${d.vitality}` : ''].filter(Boolean).join(', ')} (already in its numbers).`);
  if (u.persistent) out.push(`Persistent ${u.persistent.type.replace(/-/g, ' ')} (${u.persistent.source}): struck again at the next turn's start with Attack ${u.persistent.attack} and one penalty die.`);
  return out;
}
