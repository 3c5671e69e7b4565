// On a narrow screen the side panel is a bottom sheet over the board (style.css, the max-width
// media query); its toggle opens and closes it. On a wide screen the toggle is not shown and the
// class changes nothing, so the rest of the client opens the sheet without asking which layout it is.

const panel = () => document.getElementById('panel')!;
const toggle = () => document.getElementById('sheet-toggle') as HTMLButtonElement | null;
let wired = false;

/** The stylesheet's narrow-screen query (style.css): keep the two the same. */
export const NARROW = '(max-width: 899px) and (orientation: portrait), (max-width: 599px)';
/** In the sheet what to do now comes first: the toggle, the tutorial's guide, the result, the prompt with its buttons, the odds. */
const FIRST = ['sheet-toggle', 'guide', 'guide-open', 'result', 'controls', 'odds'];
/** Where each moved box stood, to put it back on a wide screen. */
const homes = new Map<Element, Comment>();

/**
 * Puts the panel's boxes in the order they are seen. The sheet shows what to do now first; this is
 * done in the DOM, not with CSS `order`, so Tab and a screen reader go in the order the eye does. On a
 * wide screen every box goes back where the page has it. Only boxes out of place move (moving one
 * takes its focus away).
 */
export function orderPanel(narrow: boolean): void {
  const p = panel();
  if (!narrow) {
    for (const [e, home] of homes) if (home.parentNode === p) home.replaceWith(e);
    homes.clear();
    return;
  }
  let last: Element | null = null;
  for (const id of FIRST) {
    const e = document.getElementById(id);
    if (!e || e.parentElement !== p) continue;
    if ((last ? last.nextElementSibling : p.firstElementChild) !== e) {
      if (!homes.has(e)) {
        const home = document.createComment(` #${id} on a wide screen `);
        e.before(home);
        homes.set(e, home);
      }
      if (last) last.after(e);
      else p.prepend(e);
    }
    last = e;
  }
}

let turnShown = '';

/**
 * A new turn of this player's (a phase, a side): on a narrow screen the sheet goes back to its top,
 * where the prompt and its buttons are, instead of staying wherever the last phase left it scrolled.
 */
export function promptInView(turn: string): void {
  if (turn === turnShown) return;
  turnShown = turn;
  if (matchMedia(NARROW).matches) panel().scrollTop = 0;
}

export function openSheet(open: boolean): void {
  panel().classList.toggle('open', open);
  const t = toggle();
  if (!t) return;
  t.setAttribute('aria-expanded', String(open));
  t.textContent = open ? 'Hide panel ▾' : 'Show panel ▴';
}

/** Once: the toggle flips the sheet; the panel's order follows the screen's width, also for boxes added later. */
export function wireSheet(): void {
  if (wired) return;
  wired = true;
  toggle()?.addEventListener('click', () => openSheet(!panel().classList.contains('open')));
  const narrow = matchMedia(NARROW);
  const order = () => orderPanel(narrow.matches);
  narrow.addEventListener('change', order);
  new MutationObserver(() => narrow.matches && order()).observe(panel(), { childList: true });
  order();
}
