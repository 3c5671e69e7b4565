import { el } from './dom.ts';

// "Learn to play" on the start page: one click makes a private tutorial battle (the data's
// `tutorial` scenario) with the Cult given to the scripted opponent at its easiest level, units
// placed automatically, and the guide (client/tutorial/) opened beside the board.

/** The create options of a tutorial battle; the server checks them as it does any other. */
export function learnOptions(name?: string): Record<string, unknown> {
  return { map: 'skirmish', scenario: 'tutorial', scripted: [1], level: 'recruit', deployment: 'auto', private: true, side: 0, ...(name ? { name } : {}) };
}

/** Puts the Learn to play card at the top of the start page; `learn` creates and opens the battle. */
export function showLearn(lobby: HTMLElement, learn: () => Promise<string | null>): void {
  if (document.getElementById('learn-button')) return;
  const error = el('p', { class: 'error', role: 'alert' });
  const button = el('button', { type: 'button', id: 'learn-button', class: 'primary', text: 'Learn to play' });
  button.addEventListener('click', async () => {
    button.disabled = true;
    button.textContent = 'Opening the lesson…';
    error.textContent = '';
    const failed = await learn();
    if (failed) {
      error.textContent = failed;
      button.disabled = false;
      button.textContent = 'Learn to play';
    }
  });
  const card = el(
    'section',
    { class: 'card', id: 'learn' },
    el('h2', { text: 'New here?' }),
    el('p', { class: 'muted small', text: 'A short battle against the computer with a guide: moving, zones of control, shooting and the odds, opportunity fire, combat and resources.' }),
    el('p', {}, button),
    error,
  );
  const first = lobby.querySelector('section.card');
  if (first) first.after(card);
  else lobby.prepend(card);
}
