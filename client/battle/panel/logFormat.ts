import type { RollResult } from '../../../shared/battle/rules/dice.ts';
import type { BattleEvent } from '../../../shared/battle/events.ts';
import type { BattleView } from '../../../shared/battle/model.ts';
import { unitType } from '../../../shared/battle/units.ts';
import { levelText } from '../heightWords.ts';
import { damageWords } from './hazardTips.ts';
import { effectNoteWords } from './typeEffectWords.ts';
import { AVOID_DOUBLE } from '../../../shared/battle/rules/defences.ts';
import { formatTaskAttempt, formatTaskStage } from './taskLog.ts';
import { formatObjectiveEvent } from './objectiveLog.ts';
import { formatBystanderEvent } from './bystanderWords.ts';
import { formatPlatformEvent } from './platformLog.ts';

// Turns engine events into the combat log's lines. Every die of every roll is shown: the dice eaten
// by penalty dice struck through, the kept pair in bold, then the ability and the total.

export interface LogLine {
  html: string;
  kind: 'phase' | 'move' | 'roll' | 'info' | 'result' | 'narration';
}

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function heroName(view: BattleView, id: string): string {
  const h = view.heroes.find((x) => x.id === id);
  return h ? `<strong class="side-${h.side}">${esc(h.name)}</strong>` : esc(id);
}

/** A unit's name and id in its side's colour; events can arrive before the state that holds the unit (set-up, purchases). */
function unitLabel(view: BattleView, id: string, typeId?: string, side?: number): string {
  const u = view.units.find((x) => x.id === id) ?? view.reserves?.find((x) => x.id === id) ?? view.escaped?.find((x) => x.id === id);
  if (u) return `<span class="side-${u.side}">${esc(u.name)} (${esc(u.id)})</span>`;
  const name = typeId ? unitType(typeId)?.name : undefined;
  return name ? `<span class="side-${side ?? 0}">${esc(name)} (${esc(id)})</span>` : esc(id);
}

/** What a wait that ran out did, by pending().what. */
const TIMEOUT_WHAT: Record<string, string> = {
  deploy: 'every unit and hero left is placed',
  move: 'the move phase ends',
  opportunity: 'no opportunity fire',
  attack: 'the attack is passed',
  resources: 'the resource phase ends',
  task: 'the heroes give the task up',
};

const actions = (n: number) => `${n} action${n === 1 ? '' : 's'} left`;

export function formatRoll(r: RollResult, label: string, tieDice: number[] = []): string {
  const eaten = [...r.eaten];
  const kept = [...r.kept];
  const shown = r.dice.map((d) => {
    const e = eaten.indexOf(d);
    if (e >= 0) {
      eaten.splice(e, 1);
      return `<span class="eaten" title="eaten by a penalty die">${d}</span>`;
    }
    const k = kept.indexOf(d);
    if (k >= 0) {
      kept.splice(k, 1);
      return `<span class="kept">${d}</span>`;
    }
    return `<span title="not kept">${d}</span>`;
  });
  // A modifier with no dice of its own (a note: life support's Accuracy, a declined support roll) is its reason alone.
  const mods = r.modifiers.length ? ` [${r.modifiers.map((m) => esc(m.bonus || m.penalty ? `${m.reason}: ${m.bonus ? `+${m.bonus}` : ''}${m.penalty ? `-${m.penalty}` : ''} dice` : m.reason)).join(', ')}]` : '';
  const tie = tieDice.length ? ` + tie dice ${tieDice.join(', ')}` : '';
  const nat2 = r.natural === 2 ? ' <strong>natural 2!</strong>' : '';
  return `${label} <span class="dice">[${shown.join(' ')}]</span> ${r.kept[0]}+${r.kept[1]}+${r.ability} = <strong>${r.total}</strong>${tie}${mods}${nat2}`;
}

export function formatEvent(e: BattleEvent, view: BattleView): LogLine[] {
  switch (e.type) {
    case 'phase': {
      const side = esc(view.sideNames[e.side] ?? `side ${e.side + 1}`);
      const text =
        e.phase === 'deploy'
          ? `set-up: ${side} places`
          : e.phase === 'combat'
          ? 'combat'
          : e.phase === 'opportunity'
            ? `${side} opportunity fire at ${esc(view.sideNames[e.mover ?? 0] ?? '')}'s moves`
            : e.phase === 'resources'
              ? `${side} resource phase`
              : `${side} moves, recovers, fires (${e.actions} actions)`;
      // HC-02: turn 0 is a combat step's preparation: personal actions before the fight.
      if (e.turn === 0) return [{ kind: 'phase', html: `Preparation: ${side} takes ${e.actions} personal action${e.actions === 1 ? '' : 's'}` }];
      return [{ kind: 'phase', html: `Turn ${e.turn}: ${text}` }];
    }
    case 'moved':
      return [
        {
          kind: 'move',
          html: `${unitLabel(view, e.unitId)} moves${e.carried?.length ? ` with its stack (${e.carried.map((id) => unitLabel(view, id)).join(', ')})` : ''} (${e.from.x},${e.from.y}) → (${e.to.x},${e.to.y}), cost ${e.cost}; ${actions(e.actionsLeft)}`,
        },
      ];
    case 'reactOrder':
      return e.rolls.map((r, i) => ({ kind: 'roll' as const, html: `${i + 1}. ${formatRoll(r.roll, `${unitLabel(view, r.unitId)} React`, r.tieDice)}` }));
    case 'attack': {
      const r = e.roll;
      const winner = r.winner === 'a' ? unitLabel(view, e.attackerId) : unitLabel(view, e.defenderId);
      const outcome = e.damage > 0 ? `${e.damage} damage${r.totalDefeat ? ' (doubled: total defeat)' : ''}${e.extra ? ` (+${e.extra} extra damage)` : ''}: ${e.before} → <strong>${e.after}</strong>` : 'no damage';
      const verb = e.kind === 'missile' ? (e.opportunity ? 'fires (opportunity fire) at' : 'shoots at') : 'attacks';
      return [
        { kind: 'info', html: e.kind === 'phantom' ? `Lasting damage from ${unitLabel(view, e.attackerId)} strikes ${unitLabel(view, e.defenderId)}` : `${unitLabel(view, e.attackerId)} ${verb} ${unitLabel(view, e.defenderId)}` },
        { kind: 'roll', html: formatRoll(r.a, e.kind === 'missile' ? 'Missile Attack' : 'Attack', r.tieDiceA) },
        ...(e.support ? [{ kind: 'roll' as const, html: formatRoll(e.support.roll, `Support Defend by ${unitLabel(view, e.support.unitId)}`) + (e.support.doubled ? ' — natural 2: no bonus, stack penalty doubled' : ` — SL ${e.support.bonus}: ${e.support.bonus} bonus ${e.support.bonus === 1 ? 'die' : 'dice'} to ${esc(e.defenderId)}'s Defend`) }] : []),
        ...(e.supportDeclined ? [{ kind: 'info' as const, html: `${unitLabel(view, e.supportDeclined)} does not roll in support (its owner declined it)` }] : []),
        { kind: 'roll', html: formatRoll(r.b, 'Defend', r.tieDiceB) },
        { kind: 'result', html: `${winner} wins, SL ${r.sl}: ${outcome}` },
      ];
    }
    case 'heroMoved':
      return [{ kind: 'move', html: `★ ${heroName(view, e.heroId)} moves from ${unitLabel(view, e.from)} to ${unitLabel(view, e.to)}; ${actions(e.actionsLeft)}` }];
    case 'heroLost':
      return [{ kind: 'result', html: `★ ${heroName(view, e.heroId)} is lost: ${unitLabel(view, e.unitId)} was destroyed` }];
    case 'heroBack':
      return [{ kind: 'info', html: `★ ${heroName(view, e.heroId)} is back, with ${unitLabel(view, e.unitId)}, for ${e.cost} RP (${e.resources} RP left)` }];
    case 'heroStance':
      return [{ kind: 'info', html: `★ ${heroName(view, e.heroId)} will spend ${e.defend} Instinct on each defence and ${e.react} Reason on each React roll` }];
    case 'support':
      return [{ kind: 'info', html: e.roll ? `${unitLabel(view, e.unitId)} will roll Defend in support when its stack's top defends` : `${unitLabel(view, e.unitId)} will not roll in support: its stack's top defends without it` }];
    case 'lastingDamage':
      return [
        {
          kind: 'info',
          html: `★ ${heroName(view, e.heroId)} makes the damage lasting: ${unitLabel(view, e.targetId)} takes ${e.rounds === 1 ? 'a phantom attack at the start of the next combat' : `${e.rounds} phantom attacks, one at the start of each of the next ${e.rounds} combats`}`,
        },
      ];
    case 'reordered':
      return [
        {
          kind: 'move',
          html: `The stack at (${e.at.x},${e.at.y}) is reordered, bottom first: ${e.order.map((id) => unitLabel(view, id)).join(', ')}; ${unitLabel(view, e.order[e.order.length - 1])} is on top; ${actions(e.actionsLeft)}`,
        },
      ];
    case 'flew':
      return [{ kind: 'move', html: `${unitLabel(view, e.unitId)} flies ${e.to > e.from ? 'up' : 'down'} from level ${levelText(e.from)} to ${levelText(e.to)}; ${actions(e.actionsLeft)}` }];
    case 'fell':
      return [{ kind: 'result', html: `${unitLabel(view, e.unitId)} falls from level ${levelText(e.from)} to ${levelText(e.to)}: ${e.damage > 0 ? `${e.damage} damage: ${e.before} → <strong>${e.after}</strong>` : 'no damage'}` }];
    case 'hazard': {
      const hurt = e.damage > 0 ? `${e.damage} damage (${esc(damageWords(e.damageType))}): ${e.before} → <strong>${e.after}</strong>` : 'no damage';
      if (!e.roll) return [{ kind: 'result', html: `${esc(e.source)} strikes ${unitLabel(view, e.unitId)}: ${hurt}` }];
      const r = e.roll;
      return [
        { kind: 'info', html: `${esc(e.source)} strikes ${unitLabel(view, e.unitId)}` },
        { kind: 'roll', html: formatRoll(r.a, 'Hazard Attack', r.tieDiceA) },
        { kind: 'roll', html: formatRoll(r.b, 'Defend', r.tieDiceB) },
        { kind: 'result', html: `${r.winner === 'a' ? esc(e.source) : unitLabel(view, e.unitId)} wins, SL ${r.sl}: ${e.effect ? effectNoteWords(e.effect, unitLabel(view, e.unitId)) : hurt}` },
      ];
    }
    case 'balance': {
      const r = e.roll;
      const what = { crossed: 'keeps its balance', 'no-progress': `makes no progress: back at (${e.at.x},${e.at.y})`, fell: `falls off (major defeat) and climbs back at (${e.at.x},${e.at.y})` }[e.outcome];
      return [
        { kind: 'info', html: `${unitLabel(view, e.unitId)} steps onto a narrow balance` },
        { kind: 'roll', html: formatRoll(r.a, 'React', r.tieDiceA) },
        { kind: 'roll', html: formatRoll(r.b, 'Balance', r.tieDiceB) },
        { kind: e.outcome === 'crossed' ? 'info' : 'result', html: `${unitLabel(view, e.unitId)} ${what}` },
      ];
    }
    case 'offBalance':
      return [{ kind: 'result', html: `${unitLabel(view, e.unitId)} falls ${e.levels} levels off the balance: ${e.damage > 0 ? `${e.damage} damage: ${e.before} → <strong>${e.after}</strong>` : 'no damage'}` }];
    case 'floorBlow':
      return [{ kind: e.breaks ? 'result' : 'info', html: `${e.strength === 'weak' ? 'Weak Floor' : e.strength === 'hard' ? 'Hard Floor' : 'Floor'} section ${e.section + 1} takes ${e.damage} from ${esc(e.by)} (resistance ${e.resistance}): ${e.breaks ? '<strong>it gives way</strong>' : 'it holds'}` }];
    case 'trapped':
      return [{ kind: 'result', html: `${unitLabel(view, e.unitId)} is <strong>held</strong> by ${esc(e.source)} (strength ${e.strength}): it cannot move until it breaks out` }];
    case 'trapEscape':
      return [
        { kind: 'roll', html: `${formatRoll(e.roll.a, `${unitLabel(view, e.unitId)} React`, e.roll.tieDiceA)} against ${formatRoll(e.roll.b, 'the trap', e.roll.tieDiceB)}` },
        { kind: e.free ? 'result' : 'info', html: `${unitLabel(view, e.unitId)} ${e.free ? '<strong>breaks out</strong> of the trap' : 'is still held'}` },
      ];
    case 'shock':
      return [{ kind: e.strikes ? 'result' : 'info', html: `Sudden Shocks, turn ${e.turn}: d6 ${e.die} (needs ${e.needed}+): ${e.strikes ? '<strong>a shock strikes</strong> every unit on the ground' : 'no shock'}` }];
    case 'knockdown':
      return [
        { kind: 'roll', html: `${formatRoll(e.roll.a, `${unitLabel(view, e.unitId)} React`, e.roll.tieDiceA)} against ${formatRoll(e.roll.b, 'the shock', e.roll.tieDiceB)}` },
        { kind: e.down ? 'result' : 'info', html: `${unitLabel(view, e.unitId)} ${e.down ? 'is knocked down: getting up is its move this turn' : 'keeps its feet'}` },
      ];
    case 'slide':
      return [
        { kind: 'roll', html: `${formatRoll(e.roll.a, `${unitLabel(view, e.unitId)} React`, e.roll.tieDiceA)} against ${formatRoll(e.roll.b, 'the slope', e.roll.tieDiceB)}` },
        { kind: e.die ? 'result' : 'info', html: e.die ? `${unitLabel(view, e.unitId)} slides down the slope (d10 ${e.die}): (${e.from.x},${e.from.y}) → (${e.to.x},${e.to.y})${e.off ? ' and <strong>off the board</strong>: out of the fight, its heroes with it' : ''}` : `${unitLabel(view, e.unitId)} keeps its footing on the slope` },
      ];
    case 'defenceFire': {
      const r = e.roll;
      const hurt = e.damage > 0 ? `${e.damage} damage (${esc(damageWords(e.damageType))}): ${e.before} → <strong>${e.after}</strong>` : 'no damage';
      const k = e.strike;
      return [
        { kind: 'info', html: `${esc(e.source)}: the emplacement at (${e.at.x},${e.at.y}) fires${e.secondary ? ' its secondary attack' : ''} at ${unitLabel(view, e.unitId)}${e.drawn ? ` (drawn: d${e.drawn.of} ${e.drawn.die})` : ''}` },
        { kind: 'roll', html: formatRoll(r.a, 'Emplacement Attack', r.tieDiceA) },
        { kind: 'roll', html: formatRoll(r.b, 'Defend', r.tieDiceB) },
        // HC-06: the to-hit roll decides a hit; a hit strikes with the damage value (a second roll).
        ...(k
          ? [
              { kind: 'info' as const, html: `A hit: the shot strikes (the damage value)` },
              { kind: 'roll' as const, html: formatRoll(k.a, 'Strike', k.tieDiceA) },
              { kind: 'roll' as const, html: formatRoll(k.b, 'Defend', k.tieDiceB) },
              { kind: 'result' as const, html: `${k.winner === 'a' ? 'The strike' : unitLabel(view, e.unitId)} wins, SL ${k.sl}: ${hurt}` },
            ]
          : [{ kind: 'result' as const, html: `${unitLabel(view, e.unitId)} wins, SL ${r.sl}: a miss, no damage` }]),
        ...(e.effect ? [{ kind: 'result' as const, html: effectNoteWords(e.effect, unitLabel(view, e.unitId)) }] : []),
      ];
    }
    case 'defenceHit': {
      const r = e.roll;
      const hurt = e.damage > 0 ? `${e.damage} damage: ${e.before} → <strong>${e.after === 'dead' ? 'destroyed' : e.after}</strong>` : 'no damage';
      const sh = e.shield;
      return [
        { kind: 'info', html: `${unitLabel(view, e.unitId)} ${e.kind === 'melee' ? 'attacks' : 'shoots at'} the emplacement at (${e.at.x},${e.at.y}); ${actions(e.actionsLeft)}` },
        { kind: 'roll', html: formatRoll(r.a, e.kind === 'melee' ? 'Attack' : 'Missile Attack', r.tieDiceA) },
        { kind: 'roll', html: formatRoll(r.b, 'Emplacement Defend', r.tieDiceB) },
        ...(e.double ? [{ kind: 'info' as const, html: `The emplacement's total defeat: d${AVOID_DOUBLE.die} ${e.double.die} (${e.double.needed}+ avoids being doubled): ${e.double.kept ? 'the success level is doubled' : 'not doubled'}` }] : []),
        { kind: 'result', html: `${r.winner === 'a' ? unitLabel(view, e.unitId) : 'The emplacement'} wins, SL ${r.sl}: ${hurt}` },
        ...(sh
          ? [
              { kind: 'roll' as const, html: formatRoll(sh.roll.a, 'Touch Shield', sh.roll.tieDiceA) },
              { kind: 'roll' as const, html: formatRoll(sh.roll.b, 'Defend', sh.roll.tieDiceB) },
              { kind: 'result' as const, html: `The Touch Shield ${sh.damage > 0 ? `strikes ${unitLabel(view, e.unitId)}: ${sh.damage} damage (electricity): ${sh.before} → <strong>${sh.after}</strong>` : `does ${unitLabel(view, e.unitId)} no harm`}${sh.stunned ? `; ${unitLabel(view, e.unitId)} is <strong>stunned</strong> for the rest of the turn` : ''}` },
            ]
          : []),
      ];
    }
    case 'explosive':
      return [{ kind: 'result', html: `The explosive at (${e.at.x},${e.at.y}) is hit: d6 ${e.die} (needs ${e.needed}+): ${e.explodes ? '<strong>it explodes</strong>' : 'it does not go off'}` }];
    case 'cube':
      return [{ kind: 'info', html: e.inside ? `${unitLabel(view, e.unitId)} is back inside the cube: active again` : `${unitLabel(view, e.unitId)} leaves the cube: ${e.forGood ? 'out for good (Out is Out)' : 'inactive while outside'}` }];
    case 'escaped': {
      const heroes = e.heroIds.length ? `, with ${e.heroIds.map((h) => heroName(view, h)).join(' and ')},` : '';
      return [{ kind: 'result', html: `${unitLabel(view, e.unitId)}${heroes} takes the escape route at (${e.at.x},${e.at.y}) and <strong>leaves the combat</strong> (Point of Advantage): off the board, no longer counted for victory` }];
    }
    case 'deployed':
      return [{ kind: 'move', html: `${unitLabel(view, e.unitId)} is placed at (${e.at.x},${e.at.y})` }];
    case 'heroPlaced':
      return [{ kind: 'move', html: `★ ${heroName(view, e.heroId)} is placed with ${unitLabel(view, e.unitId)}` }];
    case 'pass':
      return [{ kind: 'info', html: `${unitLabel(view, e.unitId)} does not attack` }];
    case 'pending':
      return [];
    case 'recovered':
      return [{ kind: 'info', html: `${unitLabel(view, e.unitId)} recovers: ${e.from} → ${e.to} for ${e.cost} RP (${e.resources} RP left)` }];
    case 'actionBought':
      return [{ kind: 'info', html: `${esc(view.sideNames[e.side] ?? '')} buys an action: ${e.actionsLeft} left, ${e.resources} RP left` }];
    case 'income':
      return [{ kind: 'info', html: `${esc(view.sideNames[e.side] ?? '')} gains ${e.gained} RP from nodes (${e.resources} RP)` }];
    case 'nodeTaken':
      return [{ kind: 'info', html: `${esc(view.sideNames[e.side] ?? '')} takes the node at (${e.at.x},${e.at.y})` }];
    case 'bought':
      return [{ kind: 'info', html: `${esc(view.sideNames[e.side] ?? '')} ${e.revived ? 'brings back' : 'buys'} ${unitLabel(view, e.unitId, e.unitType, e.side)} for ${e.cost} RP at (${e.at.x},${e.at.y}) (${e.resources} RP left)` }];
    case 'battleOver':
      return [{ kind: 'phase', html: `Battle over: ${esc(e.result.reason)}` }];
    // The table's acts (the gamemaster's, and the clock's): the narration is player-written, so escaped.
    case 'narration':
      return [{ kind: 'narration', html: `Gamemaster: ${esc(e.text)}` }];
    case 'paused':
      return [{ kind: 'phase', html: 'The gamemaster pauses the battle' }];
    case 'resumed':
      return [{ kind: 'phase', html: 'The gamemaster resumes the battle' }];
    case 'control':
      return [{ kind: 'info', html: `${esc(view.sideNames[e.side] ?? `Side ${e.side + 1}`)} is now played by ${e.scripted ? 'the scripted opponent' : 'its player'}` }];
    case 'taskAttempt':
      return formatTaskAttempt(e, view);
    case 'taskStage':
      return formatTaskStage(e, view);
    case 'countdown':
    case 'blast':
    case 'taskFailed':
    case 'objective':
    case 'reserves':
    case 'emerged':
    case 'breach':
    case 'healed':
      return formatObjectiveEvent(e, view);
    case 'bystanders':
    case 'bystanderTally':
      return formatBystanderEvent(e, view);
    case 'platform':
    case 'tipFooting':
    case 'platformFail':
    case 'platformTipped':
      return formatPlatformEvent(e, view, formatRoll);
    case 'timeout':
      return [{ kind: 'info', html: `Time ran out for ${esc(view.sideNames[e.side] ?? `side ${e.side + 1}`)}: ${esc(TIMEOUT_WHAT[e.what] ?? e.what)}` }];
  }
}
