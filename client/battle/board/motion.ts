// The animation setting: how fast the board shows what happened (normal, fast) or not at all (off).
// Saved in localStorage; with no saved choice, the system's reduced-motion preference makes it off.

export type Pace = 'normal' | 'fast' | 'off';
export const PACES: readonly Pace[] = ['normal', 'fast', 'off'];
const KEY = 'sw.animation';

/** Without a saved choice: off for someone who asked their system for less motion, else normal. */
export function defaultPace(reducedMotion: boolean): Pace {
  return reducedMotion ? 'off' : 'normal';
}

/** The saved choice when it is one of the paces, else the default. */
export function paceFrom(saved: string | null | undefined, reducedMotion: boolean): Pace {
  return PACES.includes(saved as Pace) ? (saved as Pace) : defaultPace(reducedMotion);
}

/** How long animations last against their normal length: 0 draws the final picture at once. */
export function paceScale(p: Pace): number {
  return p === 'normal' ? 1 : p === 'fast' ? 0.4 : 0;
}

interface Host {
  localStorage?: Pick<Storage, 'getItem' | 'setItem'>;
  matchMedia?: (q: string) => { matches: boolean };
}

const reduced = (w: Host) => !!w.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** The player's pace in this browser. Storage may be refused (private modes): then the default. */
export function loadPace(w: Host = globalThis as Host): Pace {
  let saved: string | null = null;
  try {
    saved = w.localStorage?.getItem(KEY) ?? null;
  } catch {
    saved = null;
  }
  return paceFrom(saved, reduced(w));
}

export function savePace(p: Pace, w: Host = globalThis as Host): void {
  try {
    w.localStorage?.setItem(KEY, p);
  } catch {
    // Not saved: the choice holds for this page only.
  }
}
