// Prompts name the pointer in hand: a finger taps where a mouse clicks. Read when the text is built,
// so a tablet with a mouse plugged in reads "click" again on the next render.

/** Whether the primary pointer is a finger (a coarse pointer). */
export function coarsePointer(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
}

const TAP: Record<string, string> = { '': 'ap', s: 'aps', ed: 'apped', ing: 'apping' };

/** A prompt with "click" (Click, clicks, clicked, clicking) said as "tap" when the pointer is coarse. */
export function pointerWords(text: string, coarse = coarsePointer()): string {
  return coarse ? text.replace(/\b([Cc])lick(s|ed|ing)?\b/g, (_m, c: string, end?: string) => (c === 'C' ? 'T' : 't') + TAP[end ?? '']) : text;
}
