import { describe, expect, it } from 'vitest';
import { confirmLabel } from './odds.ts';

// #12: on a phone the odds are taller than the sheet; the Confirm button itself says the chance.
describe('the Confirm button of the odds', () => {
  it('names the attack, the target and the chance to win, and escapes the id', () => {
    expect(confirmLabel('melee', 'B1', 0.77)).toBe('Attack B1 (77% to win): Confirm <kbd>Enter</kbd>');
    expect(confirmLabel('missile', '<b>', 0.5)).toContain('Shoot &lt;b&gt; (50% to win)');
  });
});
