import type { Act } from './modeTypes.ts';

// The side panel's buttons and checkboxes, turned into the mode machine's acts. Nothing is decided
// here: each control names what it stands for, the machine decides what that means now.

const $ = (id: string) => document.getElementById(id)!;

/** The closest enabled button inside a container that was clicked, if any. */
function clicked(e: Event): HTMLButtonElement | null {
  const b = (e.target as HTMLElement).closest('button');
  return b && !b.disabled ? b : null;
}

export function listenPanel(act: (a: Act) => void): void {
  const on = (id: string, a: Act) => $(id).addEventListener('click', () => act(a));
  on('end-phase', { do: 'send', command: { type: 'endPhase' } });
  on('pass', { do: 'send', command: { type: 'pass' } });
  on('act-shoot', { do: 'toggleShoot' });
  on('act-recover', { do: 'recover' });
  on('act-buy-action', { do: 'send', command: { type: 'buyAction' } });
  on('act-hero', { do: 'toggleHero' });
  on('act-task', { do: 'attemptTask' });
  // HC-09: a box in the task panel chooses a hero to work with the selected one's hero.
  $('task-odds').addEventListener('change', (e) => {
    const id = (e.target as HTMLInputElement).dataset.taskWith;
    if (id) act({ do: 'taskWith', heroId: id });
    // HC-08: a radio of the Boost gives it to that hero of the attempt.
    const boost = (e.target as HTMLInputElement).dataset.taskBoost;
    if (boost) act({ do: 'taskBoost', heroId: boost });
  });
  // HC-06: the button carries the useObjective command legalCommands offered (panel/actions.ts).
  $('act-objective').addEventListener('click', (e) => {
    const c = clicked(e)?.dataset.command;
    if (c) act({ do: 'send', command: JSON.parse(c) });
  });
  // HC-06 Already There: a concealed figure's button (panel/concealed.ts).
  $('concealed').addEventListener('click', (e) => {
    const f = clicked(e)?.dataset.figure;
    if (f !== undefined) act({ do: 'emerge', figure: Number(f) });
  });
  // HC-06: the button carries the breach command legalCommands offered (panel/breachOffer.ts).
  $('act-breach').addEventListener('click', (e) => {
    const c = clicked(e)?.dataset.command;
    if (c) act({ do: 'send', command: JSON.parse(c) });
  });
  // HC-05: K's button, and each way offered carries its tipPlatform command (panel/tipButtons.ts).
  on('act-tip', { do: 'toggleTip' });
  $('tip-dirs').addEventListener('click', (e) => {
    const c = clicked(e)?.dataset.command;
    if (c) act({ do: 'send', command: JSON.parse(c) });
  });
  on('odds-confirm', { do: 'confirm' });
  on('odds-cancel', { do: 'cancel' });
  $('odds').addEventListener('change', (e) => {
    const box = e.target as HTMLInputElement;
    if (box.id === 'odds-vigor') act({ do: 'spend', what: 'vigor', delta: box.checked ? 1 : -1 });
  });
  $('odds').addEventListener('click', (e) => {
    const what = clicked(e)?.dataset.spend;
    if (what === 'vigor' || what === 'lasting') act({ do: 'spend', what, delta: Number(clicked(e)!.dataset.delta) });
  });
  $('heroes').addEventListener('click', (e) => {
    const d = clicked(e)?.dataset;
    if (d?.stance && d.hero) act({ do: 'stance', heroId: d.hero, what: d.stance === 'react' ? 'react' : 'defend', delta: Number(d.delta) });
  });
  $('shop').addEventListener('click', (e) => {
    const d = clicked(e)?.dataset;
    if (d?.buy) act({ do: 'send', command: { type: 'buy', unitType: d.buy } });
    else if (d?.revive) act({ do: 'send', command: { type: 'revive', unitId: d.revive } });
    else if (d?.reviveHero && d.host) act({ do: 'send', command: { type: 'reviveHero', heroId: d.reviveHero, unitId: d.host } });
  });
  $('selection').addEventListener('click', (e) => {
    const d = clicked(e)?.dataset;
    if (!d) return;
    if (d.reserve) act({ do: 'select', unitId: d.reserve });
    else if (d.placeHero) act({ do: 'placeHero', heroId: d.placeHero });
    else if (d.deployAll) act({ do: 'send', command: { type: 'deployAll' } });
    else if (d.stackSelect) act({ do: 'select', unitId: d.stackSelect });
    else if (d.heroTo) act({ do: 'heroTo', unitId: d.heroTo });
    else if (d.heroCancel || d.reorderCancel) act({ do: 'cancel' });
    else if (d.stackConfirm) act({ do: 'acceptOffer' });
    else if (d.reorderStart) act({ do: 'reorderStart' });
    else if (d.reorderShift) act({ do: 'reorderShift', unitId: d.reorderShift, delta: Number(d.delta) });
    else if (d.reorderApply) act({ do: 'reorderApply' });
    else if (d.wholeStack) act({ do: 'toggleStack' });
    else if (d.fly && d.level !== undefined) act({ do: 'send', command: { type: 'fly', unitId: d.fly, altitude: Number(d.level) } });
    else if (d.support) act({ do: 'send', command: { type: 'support', unitId: d.support, roll: d.roll === '1' } });
  });
  $('selection').addEventListener('change', (e) => {
    const box = e.target as HTMLInputElement;
    if (box.id === 'stack-reverse') act({ do: 'reverse', on: box.checked });
  });
}
