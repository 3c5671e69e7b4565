import { z } from 'zod';
import { OVERRIDE_TABLE_IDS, SetupOverride } from '../../shared/combatSetup/overrideSchema.ts';

// `npm run -s combat-setup -- --override …` (issue 11): the gamemaster's rerolls and results set by
// hand (shared/combatSetup/overrides.ts) from the command line, each checked with the same zod schema
// as the create option and the preview. Forms, repeatable, applied in order:
//   table=<face|row id>          cube=7, preparation=ambush, complication-count=4
//   table:<index>=<face|row id>  complication:1=poor-visibility, environment:0=cold
//   table[:index]=reroll[:nonce] deployment-type=reroll:3
//   a JSON override or list      '{"table":"cube","set":7}', '[{"table":"task-timing","set":"during"}]'

export const OVERRIDE_FORMS = 'table=<face|row id>, table:<index>=<face|row id>, table=reroll[:nonce], or JSON ({"table": …, "set" | "reroll": …})';
const SHORT = /^([a-z][a-z-]*)(?::(\d+))?=(.+)$/;

/** One --override's text as a list of overrides (shorthand gives one, JSON one or more). */
export const OverrideArg = z
  .string()
  .trim()
  .min(1, 'empty')
  .transform((text, ctx): unknown[] => {
    if (text.startsWith('{') || text.startsWith('[')) {
      try {
        const raw: unknown = JSON.parse(text);
        return Array.isArray(raw) ? raw : [raw];
      } catch (e) {
        ctx.addIssue({ code: 'custom', message: `not JSON (${(e as Error).message})` });
        return z.NEVER;
      }
    }
    const m = SHORT.exec(text);
    if (!m) {
      ctx.addIssue({ code: 'custom', message: `not one of ${OVERRIDE_FORMS}; tables: ${OVERRIDE_TABLE_IDS.join(', ')}` });
      return z.NEVER;
    }
    const [, table, index, value] = m;
    const o: Record<string, unknown> = { table, ...(index !== undefined ? { index: Number(index) } : {}) };
    const reroll = /^reroll(?::(\d+))?$/.exec(value);
    if (reroll) o.reroll = Number(reroll[1] ?? 0);
    else o.set = /^\d+$/.test(value) ? Number(value) : value;
    return [o];
  })
  .pipe(z.array(SetupOverride));

/** The overrides, and for each the --override text it came from (a JSON list gives several). */
export type OverrideArgs = { ok: true; overrides: SetupOverride[]; sources: string[] } | { ok: false; error: string };

/** Every --override in order, or the first bad one's text and why (each zod issue with its field). */
export function overridesFrom(args: readonly string[]): OverrideArgs {
  const overrides: SetupOverride[] = [];
  const sources: string[] = [];
  for (const text of args) {
    const r = OverrideArg.safeParse(text);
    if (!r.success) {
      const why = r.error.issues.map((i) => `${i.path.length > 1 && i.path.at(-1) !== 'table' ? `${i.path.slice(1).join('.')}: ` : ''}${i.message}`).join('; ');
      return { ok: false, error: `--override "${text}": ${why}` };
    }
    overrides.push(...r.data);
    sources.push(...r.data.map(() => text));
  }
  return { ok: true, overrides, sources };
}
