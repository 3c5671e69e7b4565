import labels from './typeLabels.json' with { type: 'json' };

// The short type label printed on a counter under its id (POL, CULT…), so the kind of unit reads on
// the board itself; the tooltip and the legend spell the full name. A type without one shows the
// first letters of its id.

const LABELS: Record<string, string> = labels;

export function typeLabel(type: string): string {
  return LABELS[type] ?? type.replace(/[^a-z]/gi, '').slice(0, 4).toUpperCase();
}
