import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import merchantSchema from '../../../schemas/merchant.schema.json' with { type: 'json' };
import themeSchema from '../../../schemas/theme.schema.json' with { type: 'json' };
import contentSchema from '../../../schemas/content.schema.json' with { type: 'json' };
import type { Merchant } from './generated/merchant.ts';
import type { Theme } from './generated/theme.ts';

/** One thing wrong in one file, addressed by JSON pointer, worded for the person who wrote the file. */
export interface Problem {
  file: string;
  pointer: string;
  message: string;
  hint?: string;
}

export function formatProblem(p: Problem): string {
  const where = p.pointer ? `${p.file} ${p.pointer}` : p.file;
  return `${where}: ${p.message}${p.hint ? `\n    hint: ${p.hint}` : ''}`;
}

const ajv = new Ajv({ allErrors: true, strict: true, verbose: true, allowUnionTypes: true });
const validators = {
  merchant: ajv.compile<Merchant>(merchantSchema),
  theme: ajv.compile<Theme>(themeSchema),
  content: ajv.compile(contentSchema),
};

/** Checks a parsed manifest against schemas/merchant.schema.json. */
export function validateMerchant(data: unknown, file: string): Problem[] {
  return run(validators.merchant, data, file);
}

/** Checks a parsed sandbox content file against schemas/content.schema.json. */
export function validateContent(data: unknown, file: string): Problem[] {
  return run(validators.content, data, file);
}

/** Checks a parsed theme against schemas/theme.schema.json. */
export function validateTheme(data: unknown, file: string): Problem[] {
  return run(validators.theme, data, file);
}

function run(validate: ValidateFunction, data: unknown, file: string): Problem[] {
  if (validate(data)) return [];
  const problems = (validate.errors ?? []).flatMap((e) => describe(e, file));
  return dedupe(problems);
}

function dedupe(problems: Problem[]): Problem[] {
  const seen = new Set<string>();
  return problems.filter((p) => {
    const key = `${p.pointer}\n${p.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const article = (t: string): string => (/^[aeiou]/.test(t) ? `an ${t}` : `a ${t}`);

function describe(e: ErrorObject, file: string): Problem[] {
  const pointer = e.instancePath || '/';
  const description = (e.parentSchema as { description?: string } | undefined)?.description;
  switch (e.keyword) {
    case 'type': {
      const types = ([] as string[]).concat(e.params.type as string | string[]);
      return [{ file, pointer, message: `must be ${types.map(article).join(' or ')}`, hint: description }];
    }
    case 'required':
      return [
        {
          file,
          pointer: `${e.instancePath}/${e.params.missingProperty as string}`,
          message: 'is required',
          hint: propertyDescription(e, e.params.missingProperty as string),
        },
      ];
    case 'additionalProperties': {
      const key = e.params.additionalProperty as string;
      const allowed = Object.keys(
        (e.schema === false ? e.parentSchema?.properties : e.parentSchema?.properties) ?? {},
      );
      const near = closest(key, allowed);
      return [
        {
          file,
          pointer: `${e.instancePath}/${key}`,
          message: 'unknown key',
          hint: near ? `did you mean "${near}"?` : `allowed keys: ${allowed.join(', ')}`,
        },
      ];
    }
    case 'enum': {
      const allowed = (e.params.allowedValues as unknown[]).map(String);
      const near = typeof e.data === 'string' ? closest(e.data, allowed) : undefined;
      const list = allowed.length > 12 ? `${allowed.slice(0, 12).join(', ')}, ...` : allowed.join(', ');
      return [
        {
          file,
          pointer,
          message: `must be one of: ${list}`,
          hint: near ? `did you mean "${near}"?` : undefined,
        },
      ];
    }
    case 'pattern':
      return [
        {
          file,
          pointer,
          message: `${JSON.stringify(e.data)} is not in the expected form`,
          hint: description,
        },
      ];
    case 'uniqueItems':
      return [
        {
          file,
          pointer,
          message: `must not repeat items (items ${e.params.j as number} and ${e.params.i as number} are equal)`,
        },
      ];
    case 'exclusiveMinimum':
      return [{ file, pointer, message: `must be greater than ${e.params.limit as number}` }];
    case 'propertyNames':
      return [];
    default:
      return [{ file, pointer, message: e.message ?? 'is invalid', hint: description }];
  }
}

function propertyDescription(e: ErrorObject, key: string): string | undefined {
  const props = (e.parentSchema as { properties?: Record<string, { description?: string }> } | undefined)
    ?.properties;
  return props?.[key]?.description;
}

/** The allowed value nearest to a typo, if it is near enough to be a likely intent. */
export function closest(value: string, options: string[]): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  for (const o of options) {
    const d = distance(value.toLowerCase(), o.toLowerCase());
    if (d < bestScore) {
      bestScore = d;
      best = o;
    }
  }
  const limit = value.length <= 3 ? 1 : Math.max(2, Math.floor(value.length / 3));
  return best !== undefined && bestScore <= limit ? best : undefined;
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return row[b.length]!;
}
