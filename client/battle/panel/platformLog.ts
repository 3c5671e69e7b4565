import type { BattleEvent } from '../../../shared/battle/events.ts';
import type { BattleView } from '../../../shared/battle/model.ts';
import type { RollResult } from '../../../shared/battle/rules/dice.ts';

// HC-05 flying platforms in the combat log: each platform's move at a turn's start (its die, the
// direction, the pilot's control roll), a tip and who kept or lost their footing, and failures.

/** A combat log line (logFormat.ts LogLine's shape; not imported, which would make a cycle). */
interface LogLine {
  html: string;
  kind: 'phase' | 'move' | 'roll' | 'info' | 'result' | 'narration';
}

type PlatformEvent = Extract<BattleEvent, { type: 'platform' | 'tipFooting' | 'platformFail' | 'platformTipped' }>;
type Roll = (r: RollResult, label: string, tieDice?: number[]) => string;

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
const unit = (view: BattleView, id: string) => {
  const u = view.units.find((x) => x.id === id);
  return u ? `<span class="side-${u.side}">${esc(u.name)} (${esc(u.id)})</span>` : esc(id);
};
const DIR_NAMES = ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'];

/** The compass word for a one-square step. */
export function dirName(d: { x: number; y: number }): string {
  const i = [[0, -1], [1, -1], [1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [-1, -1]].findIndex(([x, y]) => x === d.x && y === d.y);
  return DIR_NAMES[i] ?? 'nowhere';
}

export function formatPlatformEvent(e: PlatformEvent, view: BattleView, roll: Roll): LogLine[] {
  // HC-05: an aircraft by its kind (helicopter, plane, executive jet, airliner).
  const name = (i: number) => {
    const craft = view.map.air?.platforms[i]?.craft;
    return craft ? `${craft.name[0].toUpperCase()}${craft.name.slice(1)} ${i + 1}` : `Platform ${i + 1}`;
  };
  switch (e.type) {
    case 'platform': {
      const lines: LogLine[] = [];
      const d = { x: Math.sign(e.to.x - e.from.x), y: Math.sign(e.to.y - e.from.y) };
      if (e.pilot) {
        const r = e.pilot.roll;
        lines.push({ kind: 'roll', html: `${roll(r.a, `${unit(view, e.pilot.unitId)} at the controls, React`, r.tieDiceA)} against ${roll(r.b, 'the D6 control', r.tieDiceB)}` });
        lines.push({ kind: 'info', html: r.winner === 'a' ? `${name(e.index)} is steered toward (${e.pilot.toward.x},${e.pilot.toward.y})` : `${name(e.index)}: the control fails, it lurches at random and tips` });
      }
      const dice = e.dirs.length ? `, direction d8 ${e.dirs.join(', ')}` : '';
      const where = e.steps ? `moves ${e.steps} square${e.steps === 1 ? '' : 's'} ${dirName(d)}: (${e.from.x},${e.from.y}) → (${e.to.x},${e.to.y})` : 'does not move';
      const clipped = e.steps < e.die && !e.pilot ? ' (stopped at the board\'s edge or a unit)' : '';
      const die = e.die ? `d${view.map.air?.platforms[e.index]?.die ?? '?'} ${e.die}` : 'no move';
      lines.push({ kind: 'move', html: `${name(e.index)}, turn ${e.turn}: ${die}${dice}; it ${where}${clipped}${e.carried.length ? `, carrying ${e.carried.map((id) => unit(view, id)).join(', ')}` : ''}` });
      if (e.tips) lines.push({ kind: 'result', html: `<strong>${name(e.index)} tips</strong>: everyone on it throws React against 2D6 or slides` });
      return lines;
    }
    case 'tipFooting': {
      const r = e.roll;
      return [
        { kind: 'roll', html: `${roll(r.a, `${unit(view, e.unitId)} React`, r.tieDiceA)} against ${roll(r.b, 'the tip', r.tieDiceB)}` },
        { kind: e.die ? 'result' : 'info', html: e.die ? `${unit(view, e.unitId)} falls and slides (d${r.totalDefeat ? 8 : 4} ${e.die}): (${e.from.x},${e.from.y}) → (${e.to.x},${e.to.y})` : `${unit(view, e.unitId)} keeps its footing` },
      ];
    }
    case 'platformTipped': {
      const d = [[0, -1], [1, -1], [1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [-1, -1]][e.dir];
      return [{ kind: 'result', html: `<strong>${unit(view, e.unitId)} tips ${name(e.index)} ${dirName({ x: d[0], y: d[1] })} on purpose</strong> (${e.actionsLeft} action${e.actionsLeft === 1 ? '' : 's'} left): everyone on it throws React against 2D6 or slides` }];
    }
    case 'platformFail': {
      const why = e.cause === 'breach' ? `is breached (${e.breaches} so far)` : `at the turn's start, with ${e.breaches} breach${e.breaches === 1 ? '' : 'es'}`;
      return [{ kind: e.fails ? 'result' : 'info', html: `${name(e.index)} ${why}: d100 ${e.d100} (fails on ${e.chance} or less): ${e.fails ? '<strong>it fails and falls</strong>' : 'it holds'}` }];
    }
  }
}
