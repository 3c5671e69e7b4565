// Where a replay is and where it can go: step k is the game after its first k commands (0: as set
// up, n: as it ended). Plain numbers only, so it is tested without a page or a game.

export interface TurnStart {
  /** The turn's label (for a battle: 0 for the set-up, then 1, 2, …). */
  turn: number;
  /** The first step in that turn. */
  step: number;
}

/** The first step of each turn, from the turn of every step (in step order, never going back). */
export function turnStarts(turnOfStep: readonly number[]): TurnStart[] {
  const starts: TurnStart[] = [];
  turnOfStep.forEach((turn, step) => {
    if (step === 0 || turn !== turnOfStep[step - 1]) starts.push({ turn, step });
  });
  return starts;
}

/** The turn step k is in: the last turn that starts at or before it. */
export function turnAt(starts: readonly TurnStart[], k: number): number {
  let turn = starts[0]?.turn ?? 0;
  for (const s of starts) if (s.step <= k) turn = s.turn;
  return turn;
}

export type Move = 'first' | 'back' | 'forward' | 'last';

/** The step a control leads to from step k of n (stays put at either end). */
export function moveTo(k: number, n: number, move: Move): number {
  if (move === 'first') return 0;
  if (move === 'last') return n;
  return clampStep(k + (move === 'forward' ? 1 : -1), n);
}

export function clampStep(k: number, n: number): number {
  return Number.isFinite(k) ? Math.min(n, Math.max(0, Math.round(k))) : 0;
}

/** The keys that step a replay: ← → Home End. */
export function keyMove(key: string): Move | null {
  return ({ ArrowLeft: 'back', ArrowRight: 'forward', Home: 'first', End: 'last' } as const)[key as 'Home'] ?? null;
}

/**
 * Whether going from step `from` to `to` plays the command between them on the board as it played in
 * the battle: only one step forward does; going back or jumping draws the step at once (there is no
 * single command to show, and a jump of many would keep the viewer waiting).
 */
export function animatesStep(from: number, to: number): boolean {
  return to === from + 1;
}

/** Play's pause after a step's animation is over (ms), so a viewer can follow it with the animation off too. */
export const PLAY_PAUSE = { normal: 450, fast: 200, off: 700 } as const;

/**
 * Whether Play takes the next step now: the board has finished animating the last one and the pause
 * for the pace has passed since (`idleFor`: ms the board has been still); never past the end.
 */
export function playStepDue(k: number, n: number, animating: boolean, idleFor: number, pause: number): boolean {
  return k < n && !animating && idleFor >= pause;
}
