import { renderScale, type Size } from './zoom.ts';

// How many canvas pixels the board renders per map pixel on this machine. As many as the screen shows
// it with (renderScale), so the browser does not blow a small canvas up into a blur; but where WebGL is
// drawn in software (no GPU: SwiftShader, llvmpipe) every extra pixel costs frame time (about 16 times
// the frame time for 4 times the width), so there the map stays at its own size. `sw.canvasScale`
// in localStorage ('full' or '1') overrides the choice, for the tests and for checking a machine.

const KEY = 'sw.canvasScale';

function softwareGl(): boolean {
  try {
    const gl = document.createElement('canvas').getContext('webgl');
    if (!gl) return true;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const name = info ? String(gl.getParameter(info.UNMASKED_RENDERER_WEBGL)) : '';
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return /swiftshader|llvmpipe|softpipe|software/i.test(name);
  } catch {
    return true;
  }
}

export function boardResolution(shownWidth: number, map: Size): number {
  let saved: string | null = null;
  try {
    saved = localStorage.getItem(KEY);
  } catch {
    saved = null;
  }
  if (saved === '1' || (saved !== 'full' && softwareGl())) return 1;
  return renderScale(shownWidth, map, window.devicePixelRatio || 1);
}
