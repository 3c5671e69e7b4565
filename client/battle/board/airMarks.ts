import type { BattleMap } from '../../../shared/map/battleMap.ts';
import type { Layers } from './marks.ts';

// HC-05 flying platforms on the board (map.air): the Tiled map's ground drawn underneath is far below,
// so every square off the standing platforms is washed sky blue and hatched (open air, without colour
// too); each platform outlined in white with its number, altitude and movement; a steered platform's
// control point ringed; a failed one gone (a dashed red outline where it was last).

const SKY = 0x5aa9e6;
const EDGE = 0xffffff;
const FAILED = 0xff5a4a;

const MOVE_WORDS: Record<string, string> = {
  stationary: 'stationary',
  'random-d10': 'drifts D10',
  'random-d20': 'drifts D20, tips over 15',
  'steered-d10': 'steered D10',
  'steered-d20': 'steered D20, tips over 15',
};

/** The label of platform `i` (also the tooltip's title words). */
export function platformLabel(air: NonNullable<BattleMap['air']>, i: number): string {
  const p = air.platforms[i];
  return `Platform ${i + 1} · ${air.altitude} up · ${MOVE_WORDS[p.movement] ?? p.movement}${p.breaches ? ` · ${p.breaches} breach${p.breaches === 1 ? '' : 'es'}` : ''}`;
}

export function drawAir(l: Layers, air: NonNullable<BattleMap['air']>): void {
  const g = l.overlay;
  const { tw, th } = l;
  const standing = air.platforms.filter((p) => !p.failed);
  const on = (x: number, y: number) => standing.some((p) => x >= p.rect.x && y >= p.rect.y && x < p.rect.x + p.rect.w && y < p.rect.y + p.rect.h);
  g.fillStyle(SKY, 0.5);
  g.lineStyle(1, 0xffffff, 0.25);
  for (let y = 0; y < l.height; y++)
    for (let x = 0; x < l.width; x++) {
      if (on(x, y)) continue;
      g.fillRect(x * tw, y * th, tw, th);
      g.lineBetween(x * tw + tw * 0.2, y * th + th * 0.8, x * tw + tw * 0.8, y * th + th * 0.2);
    }
  const size = `${Math.max(l.minPx(10), Math.round(tw * 0.17))}px`;
  air.platforms.forEach((p, i) => {
    const x0 = p.rect.x * tw;
    const y0 = p.rect.y * th;
    const w = p.rect.w * tw;
    const h = p.rect.h * th;
    if (p.failed) {
      g.lineStyle(2, FAILED, 0.8);
      for (let d = 0; d < w; d += 14) g.lineBetween(x0 + d, y0 + 2, x0 + Math.min(w, d + 7), y0 + 2);
      for (let d = 0; d < w; d += 14) g.lineBetween(x0 + d, y0 + h - 2, x0 + Math.min(w, d + 7), y0 + h - 2);
      return;
    }
    g.fillStyle(0xe8e0cc, 0.18);
    g.fillRect(x0, y0, w, h);
    g.lineStyle(5, 0x000000, 0.55);
    g.strokeRect(x0 + 2, y0 + 2, w - 4, h - 4);
    g.lineStyle(3, EDGE, 1);
    g.strokeRect(x0 + 2, y0 + 2, w - 4, h - 4);
    if (p.steered) {
      g.lineStyle(2, 0xffd23f, 1);
      g.strokeCircle((p.rect.x + p.control.x + 0.5) * tw, (p.rect.y + p.control.y + 0.5) * th, tw * 0.38);
    }
    l.labels.add(
      l.scene.add
        // Odd platforms labelled along their top edge, even ones along their bottom: overlapping ones stay legible.
        .text(x0 + 4, i % 2 ? y0 + 3 : y0 + h - 3, platformLabel(air, i), { fontFamily: 'system-ui, sans-serif', fontSize: size, color: '#ffffff', fontStyle: 'bold', stroke: '#000', strokeThickness: 3 })
        .setOrigin(0, i % 2 ? 0 : 1),
    );
  });
}
