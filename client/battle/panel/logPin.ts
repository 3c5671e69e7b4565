// The combat log keeps its newest line in view, unless the player has scrolled up to read back: then
// it stays where they are until they scroll to the bottom again. It holds also when the panel above
// the log grows or shrinks (a unit selected, the odds shown), which changes the log's height.

/** Within this many pixels of the end counts as "at the bottom" (rounding, a last half line). */
const SLACK = 8;

export function atBottom(box: { scrollTop: number; clientHeight: number; scrollHeight: number }): boolean {
  return box.scrollHeight - box.clientHeight - box.scrollTop <= SLACK;
}

/** Pins `list` to its newest line; returns what to call after lines are added. */
export function pinToNewest(list: HTMLElement): () => void {
  let pinned = true;
  /** Where this code last scrolled to: a scroll event is dispatched later, when more lines may be in. */
  let auto = -1;
  const follow = () => {
    if (!pinned) return;
    list.scrollTop = list.scrollHeight;
    auto = list.scrollTop;
  };
  list.addEventListener('scroll', () => {
    // Only the player's own scrolling decides; ours (seen late) changes nothing.
    if (list.scrollTop !== auto) pinned = atBottom(list);
  }, { passive: true });
  if (typeof ResizeObserver !== 'undefined') new ResizeObserver(follow).observe(list);
  return follow;
}
