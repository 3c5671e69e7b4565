import chart from '../../data/successLevels.json' with { type: 'json' };

// SW-04. The chart stops at 22 (the most a 10-ability unit can roll) and says nothing of 3;
// docs/RULES.md records the reading: below 4 a winner still scores SL 1, above 22 every further
// 3 points add one SL, continuing the chart's own step (tie-break dice can push totals past 22).
export function successLevel(total: number): number {
  for (const row of chart.rows) if (total >= row.min && total <= row.max) return row.sl;
  const last = chart.rows[chart.rows.length - 1];
  if (total > last.max) return last.sl + Math.ceil((total - last.max) / 3);
  return 1;
}
