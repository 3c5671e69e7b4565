// Why a command or a message was refused: a code a program can branch on and a sentence a player can
// read. The codes are one closed list, so docs/PROTOCOL.md and the code cannot drift apart unnoticed
// (shared/protocol/protocol.test.ts compares them).

/** Codes the battle rules give (the reducer's guards and battle creation). */
export const RULE_CODES = [
  'battle-over',
  'not-your-turn',
  'wrong-phase',
  'no-actions',
  'no-such-unit',
  'not-your-unit',
  'not-on-top',
  'already-moved',
  'held',
  'unreachable',
  'bad-order',
  'no-stack',
  'not-support',
  'cannot-shoot',
  'already-shot',
  'bad-target',
  'ally',
  'already-recovered',
  'nothing-to-recover',
  'no-resources',
  'not-this-unit',
  'not-for-sale',
  'no-room',
  'not-in-deploy-area',
  'nothing-to-place',
  'already-placed',
  'no-hero',
  'no-such-hero',
  'not-your-hero',
  'hero-lost',
  'escaped',
  'not-lost',
  'has-hero',
  'not-touching',
  'too-many-points',
  'no-secret',
  'bad-seed',
  'unknown-unit',
  'unknown-hero',
  'no-host',
  'paused',
  'not-paused',
  'no-such-side',
  'same-control',
  'cannot-fly',
  'bad-altitude',
  // HC-08/HC-09: attempting a combat step's task (shared/battle/reducer/task.ts).
  'no-task',
  'task-not-now',
  'task-done',
  'not-at-task',
  'task-limit',
  'already-attempted',
  'not-task-skill',
  'bad-boost',
  // HC-02/HC-03: a combat step's preparation and deployment (rules/preparation.ts, rules/deployment.ts).
  'out-of-range',
  'personal-only',
  'surprised',
  'stunned',
  // SC-07 through a command: a take the skill rules refuse (shared/skills/check.ts takeAllowed).
  'no-take-10',
  'no-take-20',
  // HC-06: the objective and timing complications (shared/battle/reducer/objective.ts, countdown.ts).
  'task-failed',
  'no-objective',
  'not-at-objective',
  'objective-done',
  // HC-06 Automated Defences: a unit's attack on an emplacement (shared/battle/reducer/defence.ts).
  'no-defence',
  'defence-out-of-reach',
  // HC-06 Already There (shared/battle/reducer/emerge.ts).
  'not-concealed',
  'not-open',
  // HC-06 breakable walls (shared/battle/reducer/breach.ts).
  'no-wall',
  'not-at-wall',
  // HC-05 a pilot deliberately tipping its platform (shared/battle/reducer/tip.ts).
  'not-pilot',
  'no-control',
  'already-tipped',
] as const;

/** Codes the room gives before the rules see anything. */
export const ROOM_CODES = ['malformed', 'unknown-message', 'no-seat', 'spectator', 'gamemaster', 'waiting', 'not-over', 'not-saved', 'not-creator', 'not-filled', 'already-started', 'not-gamemaster', 'seat-present', 'computer-seat'] as const;

export type RuleCode = (typeof RULE_CODES)[number];
export type RoomCode = (typeof ROOM_CODES)[number];
export type RejectionCode = RuleCode | RoomCode;

export const REJECTION_CODES = [...RULE_CODES, ...ROOM_CODES] as const;

export interface Rejection {
  code: RejectionCode;
  message: string;
}

export function rejection(code: RejectionCode, message: string): Rejection {
  return { code, message };
}
