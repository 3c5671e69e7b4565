// On a narrow screen the side panel is a bottom sheet over the board (style.css, the max-width
// media query); its toggle opens and closes it. On a wide screen the toggle is not shown and the
// class changes nothing, so the rest of the client opens the sheet without asking which layout it is.

const panel = () => document.getElementById('panel')!;
const toggle = () => document.getElementById('sheet-toggle') as HTMLButtonElement | null;
let wired = false;

export function openSheet(open: boolean): void {
  panel().classList.toggle('open', open);
  const t = toggle();
  if (!t) return;
  t.setAttribute('aria-expanded', String(open));
  t.textContent = open ? 'Hide panel ▾' : 'Show panel ▴';
}

/** Once: the toggle flips the sheet. */
export function wireSheet(): void {
  if (wired) return;
  wired = true;
  toggle()?.addEventListener('click', () => openSheet(!panel().classList.contains('open')));
}
