import fc from 'fast-check';

// The values a fuzzed request is made of. Every generated text carries MARKER, so that an answer quoting
// what was sent is found by a plain search; the fixed values are the ones that broke things before (year
// 0000 answered 500 on 33 routes) or that break things in general (overflowing numbers, traversal, stray
// percent signs).

/** Written into generated text: an error answer holding it repeats the request. */
export const MARKER = 'QX7marker';

/** Text with the marker inside: some text either side, then the marker and a number to keep runs apart. */
export const markedText = (around: fc.Arbitrary<string> = fc.string({ maxLength: 12 })) =>
  fc
    .tuple(around, fc.nat({ max: 99_999 }), around)
    .map(([before, n, after]) => `${before}${MARKER}${n}${after}`);

/**
 * Every route's every date gets these in a request of its own (edge-examples.ts): year 0000 and a day of
 * year 1 (a fortnight back from it is year 0) once reached PostgreSQL, which has no year 0, as 500s.
 */
export const SWEPT_DATES = ['0000-01-01', '0001-01-01', '1999-12-31', '9999-12-31', '10000-01-01'];

/** Dates the store cannot keep, impossible dates, and dates at the edges of what JavaScript knows. */
const EDGE_DATES = [
  '0000-00-00',
  '0000-01-01',
  '0001-01-01',
  '1999-12-31',
  '2000-01-01',
  '9999-12-31',
  '10000-01-01',
  '-0001-01-01',
  '+275760-09-13',
  '2026-02-30',
  '2026-13-01',
  '2026-00-10',
  '2026-6-15',
  '2026-06-15T25:00',
  '1970-01-01',
];

const EDGE_NUMBERS_AS_TEXT = [
  '-1',
  '0',
  '-0',
  '1.5',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '2147483648',
  '9223372036854775808',
  '99999999999999999999999999999',
  '0x10',
];

const EDGE_TEXTS = [
  '',
  ' ',
  '../',
  '..',
  '%',
  '%00',
  '%zz',
  '%E0%A4%A',
  '%2F..%2F',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '\ud83d\ude00\u200d\ud83d\udd25',
  'guest_0123456789abcdef01234567',
  '00000000-0000-4000-8000-000000000000',
  '00000000-0000-0000-0000-00000000000g',
];

/** A YYYY-MM-DD shape whose parts range past the calendar (month 00 and 19, day 00 and 39, year 0000). */
const dateShaped = fc
  .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 19 }), fc.integer({ min: 0, max: 39 }))
  .map(
    ([y, m, d]) =>
      `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
  );

/** Any real calendar day of the years 0000 to 9999. */
const calendarDay = fc
  .date({ min: new Date('0000-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

const numberAsText = fc.oneof(
  fc.constantFrom(...EDGE_NUMBERS_AS_TEXT),
  fc.integer().map(String),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.double().map(String),
);

/**
 * Text of every kind a field or parameter may be sent; `known` are values the server holds (today's date,
 * real ids), so that some requests get past the lookups into the code behind them.
 */
export function nastyText(known: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...EDGE_TEXTS, ...EDGE_DATES) },
    { weight: 2, arbitrary: knownValue(known) },
    { weight: 2, arbitrary: dateShaped },
    { weight: 1, arbitrary: calendarDay },
    { weight: 2, arbitrary: numberAsText },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 3, arbitrary: markedText(fc.string({ unit: 'grapheme', maxLength: 12 })) },
    { weight: 1, arbitrary: markedText(fc.string({ unit: 'binary', maxLength: 8 })) },
    // Long, within the limits of a request line: the server's own 431 is no answer of the app's.
    { weight: 1, arbitrary: markedText().map((text) => text.padEnd(3_000, 'x')) },
  );
}

const knownValue = (known: readonly string[]) =>
  known.length > 0 ? fc.constantFrom(...known) : fc.constant('');

/** A name that holds a date (`date`, `gameDate`, `:day`, `from`, `to`, `dates`). */
export const DATE_NAME = /date|day|^(from|to|before|after|since|until)$/i;

/**
 * Text for the field or parameter `name`: a date-named one gets mostly dates, the edge dates first (year
 * 0000 once answered 500 on 33 routes, and a request of random text seldom holds one where a date goes).
 */
export function textFor(name: string | undefined, known: readonly string[]): fc.Arbitrary<string> {
  if (name === undefined || !DATE_NAME.test(name)) return nastyText(known);
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...EDGE_DATES) },
    { weight: 2, arbitrary: knownValue(known.filter((value) => /^\d{4}-/.test(value))) },
    { weight: 2, arbitrary: dateShaped },
    { weight: 1, arbitrary: calendarDay },
    { weight: 1, arbitrary: nastyText(known) },
  );
}

/** Numbers a JSON body can carry, the ones no column or counter expects among them. */
export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.5, 1e308, -1e308, 5e-324, 2 ** 31, 2 ** 53, -(2 ** 53), 2 ** 63),
  fc.integer(),
  fc.integer({ min: -10, max: 10 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A JSON value of any shape, with field names the contracts use and the prototype's own names as keys. */
export function anyJson(known: readonly string[], fieldNames: readonly string[]): fc.Arbitrary<unknown> {
  const key = fc.oneof(
    fc.constantFrom(...fieldNames, '__proto__', 'constructor', 'prototype', 'toString'),
    markedText(),
  );
  const leaf = fc.oneof(nastyText(known), nastyNumber, fc.boolean(), fc.constant(null));
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: 'small', maxDepth: 4 },
      leaf,
      fc.array(tie('value'), { maxLength: 5 }),
      fc.dictionary(key, tie('value'), { maxKeys: 6 }),
    ),
  }));
  return value;
}

/** `{"a":{"a":...}}` this deep, as text: JSON.parse takes it, a walk over the body by recursion may not. */
export const deeplyNested = (depth: number): string => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
