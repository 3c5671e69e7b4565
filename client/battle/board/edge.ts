// The margin drawn round the map, in squares: a counter on an edge square draws a little beyond it (a
// stack's lower counters peek out up and left, the condition mark and the rings stand out), and the
// canvas would cut that off. The canvas is this much larger on every side, so a canvas point's square
// is found from its size less this edge (the tooltip, the browser tests).
export const BOARD_EDGE = 0.25;
