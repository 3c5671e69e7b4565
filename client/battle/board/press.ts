import type Phaser from 'phaser';
import type { Square } from '../../../shared/map/battleMap.ts';

// Clicks and touches on the board. A mouse acts on press, as before. A finger acts when lifted, so a
// finger held still on a square for LONG_MS is a long press instead (the square's tooltip) and does
// nothing to the battle; a finger that slides to another square (a pan) does neither.

export const LONG_MS = 450;

export function listenPresses(input: Phaser.Input.InputPlugin, squareOf: (p: Phaser.Input.Pointer) => Square | null, onSquare: (sq: Square) => void, onPress: (sq: Square) => void): void {
  let held: { sq: Square; timer: ReturnType<typeof setTimeout> } | null = null;
  const drop = () => {
    if (held) clearTimeout(held.timer);
    held = null;
  };
  input.on('pointerdown', (p: Phaser.Input.Pointer) => {
    const sq = squareOf(p);
    drop();
    if (!sq) return;
    if (!p.wasTouch) return onSquare(sq);
    held = {
      sq,
      timer: setTimeout(() => {
        held = null;
        onPress(sq);
      }, LONG_MS),
    };
  });
  input.on('pointerup', () => {
    if (!held) return;
    const sq = held.sq;
    drop();
    onSquare(sq);
  });
  input.on('pointermove', (p: Phaser.Input.Pointer) => {
    if (!held || !p.isDown) return;
    const sq = squareOf(p);
    if (!sq || sq.x !== held.sq.x || sq.y !== held.sq.y) drop();
  });
}
