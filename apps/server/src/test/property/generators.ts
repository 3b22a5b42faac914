// Value generators for the route property tests: values a schema accepts (drawn from the JSON
// schema the contract's zod schemas become in the OpenAPI document) and values it should refuse.
import fc from 'fast-check';
import type { JsonSchema } from './route-table';

const INT32_MAX = 2 ** 31 - 1;

/** Strings that have broken servers before: injection, encodings, sizes, control characters. */
export const nastyStrings = [
  "'; drop table players; --",
  '" or 1=1 --',
  "1' or '1'='1",
  '$1',
  '%',
  '%%',
  '_',
  '\\',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '😀🏀',
  'Ω≈ç√∫',
  '\u202eevil',
  'zero\u200bwidth',
  'ǅ̸̡',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  '../../etc/passwd',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  '1.5',
  '-1',
  '2147483648',
  '9007199254740993',
  '99999999999999999999999',
  ' ',
  '',
  '\n\t\r',
  'x'.repeat(201),
  'y'.repeat(5001),
];

/**
 * encodeURIComponent for any string: a lone surrogate cannot be percent-encoded (URIError), so
 * it becomes U+FFFD, which is what a browser would send.
 */
export const enc = (v: unknown) =>
  encodeURIComponent(
    String(v).replace(
      /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
      '\ufffd',
    ),
  );

/** Any string: the nasty list, arbitrary unicode, or plain words. */
export const anyString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...nastyStrings),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ maxLength: 20 }),
);

/** Numbers at and past every boundary a column or a schema might have. */
export const edgeNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -1, 1, 0.5, -0.5, 100, 101, INT32_MAX, INT32_MAX + 1, -INT32_MAX - 2),
  fc.constantFrom(Number.MAX_SAFE_INTEGER, 2 ** 53 + 2, 1e20, 1e308, -1e308, 5e-324),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, biased towards the hostile ones. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  { arbitrary: anyString, weight: 2 },
  { arbitrary: edgeNumber, weight: 2 },
  fc.constantFrom(null, true, false, [], {}, [[[]]]),
);

/**
 * Picks a generator for a named value before the schema does (real ids for `slug`, JSON for
 * `filter`); undefined leaves it to the schema. Names are property names, `name[]` for items.
 */
export type Hook = (name: string, s: JsonSchema) => fc.Arbitrary<unknown> | undefined;
const noHook: Hook = () => undefined;

/** A value the schema accepts (as far as JSON Schema can say; zod refinements may still refuse). */
export function fromSchema(s: JsonSchema, hook: Hook = noHook, name = ''): fc.Arbitrary<unknown> {
  let arb = hook(name, s) ?? baseOf(s, hook, name);
  if (s.nullable) arb = fc.option(arb, { nil: null, freq: 4 });
  return arb;
}

function baseOf(s: JsonSchema, hook: Hook, name: string): fc.Arbitrary<unknown> {
  if (s.anyOf) return fc.oneof(...s.anyOf.map((a) => fromSchema(a, hook, name)));
  if (s.enum) return fc.constantFrom(...s.enum);
  switch (s.type) {
    case 'integer':
      return integerIn(s);
    case 'number':
      return fc.double({ min: s.minimum ?? -1e9, max: s.maximum ?? 1e9, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'string':
      return stringIn(s);
    case 'array': {
      const items = s.items ? fromSchema(s.items, hook, `${name}[]`) : anyJson;
      const max = s.maxItems ?? 10;
      return fc.oneof(
        fc.array(items, { minLength: s.minItems ?? 0, maxLength: Math.min(max, 6) }),
        // Full to the brim, once in a while.
        fc.array(items, { minLength: max, maxLength: max }),
      );
    }
    case 'object':
    case undefined:
      if (s.properties) return objectOf(s, hook);
      if (s.additionalProperties || s.type === 'object') {
        const values =
          typeof s.additionalProperties === 'object' && Object.keys(s.additionalProperties).length
            ? fromSchema(s.additionalProperties, hook, `${name}[]`)
            : anyJson;
        return fc.dictionary(anyString, values, { maxKeys: 4 });
      }
      return anyJson; // `{}`: anything goes
    default:
      throw new Error(`no generator for JSON schema type ${String(s.type)}`);
  }
}

function integerIn(s: JsonSchema): fc.Arbitrary<number> {
  const min = (s.minimum ?? -INT32_MAX) + (s.exclusiveMinimum === true ? 1 : 0);
  const max = s.maximum ?? INT32_MAX;
  const inRange = (n: number) => n >= min && n <= max;
  return fc.oneof(
    fc.integer({ min: Math.max(min, -INT32_MAX), max: Math.min(max, min + 1000) }),
    // Mapped, not filtered: a filter that rarely passes (1900..2200) spins fast-check for ever.
    fc.constantFrom(...[min, max, INT32_MAX, INT32_MAX + 1, 2 ** 40].filter(inRange)),
    fc.maxSafeNat().map((n) => min + (n % (max - min + 1))),
  );
}

function stringIn(s: JsonSchema): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? 300;
  // Cut or padded to fit, never filtered: a filter that rarely passes makes fast-check spin.
  const fit = (v: string) => v.slice(0, max).padEnd(min, 'p');
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern)).map(fit);
  return fc.oneof(
    anyString.map(fit),
    fc.string({ minLength: min, maxLength: Math.max(min, Math.min(max, 30)) }),
    fc.constant('z'.repeat(max)),
  );
}

function objectOf(s: JsonSchema, hook: Hook): fc.Arbitrary<Record<string, unknown>> {
  const props = s.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(props).map(([k, v]) => [k, fromSchema(v, hook, k)]),
  );
  return fc.record(model, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
}

/**
 * What a schema should refuse: the wrong type, one past a bound, or anything at all. Validation
 * has to turn every one of these into a 400, never let it reach SQL.
 */
export function againstSchema(s: JsonSchema): fc.Arbitrary<unknown> {
  const breakers: unknown[] = [];
  if (s.minimum !== undefined) breakers.push(s.minimum - 1, s.minimum - 0.5);
  if (s.maximum !== undefined) breakers.push(s.maximum + 1, s.maximum * 10);
  if (s.maxLength !== undefined) breakers.push('w'.repeat(s.maxLength + 1));
  if (s.minLength) breakers.push('');
  if (s.maxItems !== undefined) breakers.push(Array.from({ length: s.maxItems + 1 }, () => 'a'));
  return fc.oneof(...(breakers.length ? [fc.constantFrom(...breakers)] : []), anyJson);
}
