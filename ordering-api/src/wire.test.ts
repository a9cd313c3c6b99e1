import { ASPNET_SHAPE, DEFAULT_WIRE, minorDigits, resolveWireConfig, SPEC_SHAPE, toMajor, toMinor, wireConfigFromEnv } from './wire.ts';

describe('wire configuration', () => {
  test('nothing set: the default shape', () => {
    expect(resolveWireConfig({}, {})).toEqual(DEFAULT_WIRE);
    expect(DEFAULT_WIRE).toMatchObject({ priceUnit: 'minor', historyArray: false, regionTags: false, numericOrderIds: false, specFieldsOnly: false, extraFields: false });
  });

  test('ORDERING_API_SHAPE=spec (or the option shape: spec) turns on every switch of the spec shape, orderStatusOnly stays off', () => {
    const spec = { ...DEFAULT_WIRE, ...SPEC_SHAPE };
    expect(spec).toEqual({
      dayNames: true, orderStatusOnly: false, priceUnit: 'major', historyArray: true, regionTags: true, numericOrderIds: true, specFieldsOnly: true, extraFields: true,
      aspNetDialect: false,
    });
    expect(wireConfigFromEnv({ ORDERING_API_SHAPE: 'spec' })).toEqual(spec);
    expect(resolveWireConfig({ shape: 'spec' }, {})).toEqual(spec);
    expect(resolveWireConfig({ shape: 'spec' }, { ORDERING_API_ORDER_STATUS_ONLY: '1' })).toEqual({ ...spec, orderStatusOnly: true });
  });

  test('each switch has its own variable and option, which win over the shape they are set beside', () => {
    const env = {
      ORDERING_API_PRICE_UNIT: 'major', ORDERING_API_HISTORY_ARRAY: '1', ORDERING_API_REGION_TAGS: '1', ORDERING_API_DAY_NAMES: '1',
      ORDERING_API_NUMERIC_ORDER_IDS: '1', ORDERING_API_SPEC_FIELDS_ONLY: '1', ORDERING_API_EXTRA_FIELDS: '1',
    };
    expect(wireConfigFromEnv(env)).toEqual({ ...DEFAULT_WIRE, ...SPEC_SHAPE });
    for (const [name, key] of [['ORDERING_API_HISTORY_ARRAY', 'historyArray'], ['ORDERING_API_EXTRA_FIELDS', 'extraFields']] as const) {
      expect(wireConfigFromEnv({ [name]: '1' })).toEqual({ ...DEFAULT_WIRE, [key]: true });
    }
    expect(wireConfigFromEnv({ ORDERING_API_SHAPE: 'spec', ORDERING_API_EXTRA_FIELDS: '0', ORDERING_API_PRICE_UNIT: 'minor' }))
      .toEqual({ ...DEFAULT_WIRE, ...SPEC_SHAPE, extraFields: false, priceUnit: 'minor' });
    expect(resolveWireConfig({ shape: 'spec', numericOrderIds: false }, {})).toMatchObject({ numericOrderIds: false, specFieldsOnly: true });
  });

  test('options win over the environment: a shape option over the variables of its switches', () => {
    expect(resolveWireConfig({ shape: 'default' }, { ORDERING_API_SHAPE: 'spec', ORDERING_API_REGION_TAGS: '1' })).toEqual(DEFAULT_WIRE);
    expect(resolveWireConfig({ regionTags: false }, { ORDERING_API_SHAPE: 'spec' })).toEqual({ ...DEFAULT_WIRE, ...SPEC_SHAPE, regionTags: false });
    expect(resolveWireConfig({ priceUnit: undefined }, { ORDERING_API_PRICE_UNIT: 'major' })).toEqual({ ...DEFAULT_WIRE, priceUnit: 'major' });
  });

  test('ORDERING_API_SHAPE=aspnet: an ASP.NET Core API, its dialect on, with the order read as its status alone', () => {
    expect(wireConfigFromEnv({ ORDERING_API_SHAPE: 'aspnet' })).toEqual(ASPNET_SHAPE);
    expect(ASPNET_SHAPE).toMatchObject({ aspNetDialect: true, orderStatusOnly: true, priceUnit: 'major', dayNames: true, regionTags: true, specFieldsOnly: false });
    expect(wireConfigFromEnv({ ORDERING_API_SHAPE: 'aspnet', ORDERING_API_ORDER_STATUS_ONLY: '0' })).toEqual({ ...ASPNET_SHAPE, orderStatusOnly: false });
  });

  test('an invalid value is refused', () => {
    expect(() => wireConfigFromEnv({ ORDERING_API_SHAPE: 'strict' })).toThrow('invalid ORDERING_API_SHAPE "strict" (use spec, aspnet or default)');
    expect(() => wireConfigFromEnv({ ORDERING_API_PRICE_UNIT: 'cents' })).toThrow('invalid ORDERING_API_PRICE_UNIT "cents" (use minor or major)');
    expect(() => wireConfigFromEnv({ ORDERING_API_EXTRA_FIELDS: 'yes' })).toThrow(/invalid flag value/);
    expect(() => resolveWireConfig({ shape: 'SPEC' as 'spec' }, {})).toThrow(/invalid wire\.shape/);
    expect(() => resolveWireConfig({ priceUnit: 'öre' as 'minor' }, {})).toThrow(/invalid wire\.priceUnit/);
  });
});

describe('money on the wire', () => {
  /** The decimal an amount of minor units is, by integer arithmetic only: 8950 → "89.5". */
  const decimal = (minor: number): string => {
    const whole = Math.floor(minor / 100);
    const cents = String(minor % 100).padStart(2, '0').replace(/0+$/, '');
    return cents ? `${whole}.${cents}` : String(whole);
  };

  test('minor units become major units: 8950 öre is 89.5 kronor, 12900 is 129', () => {
    expect(toMajor(8950, 'SEK')).toBe(89.5);
    expect(toMajor(12900, 'SEK')).toBe(129);
    expect(toMajor(1290, 'EUR')).toBe(12.9);
    expect(toMajor(153, 'EUR')).toBe(1.53);
    expect(toMajor(0, 'NOK')).toBe(0);
    expect(JSON.stringify({ price: toMajor(8950, 'SEK') })).toBe('{"price":89.5}');
    // A currency without minor units (ISO 4217 exponent 0) stays as it is.
    expect(minorDigits('JPY')).toBe(0);
    expect(toMajor(500, 'JPY')).toBe(500);
    expect(minorDigits('SEK')).toBe(2);
  });

  test('JSON writes each amount as its exact decimal (no 89.49999…), and it reads back to the same minor units', () => {
    // Multiplying by 0.01 would not: 2999 × 0.01 is 29.990000000000002.
    expect(JSON.stringify(2999 * 0.01)).toBe('29.990000000000002');
    // Every amount up to 3 000.00, then every 997th up to the contract's largest (1 000 000.00).
    for (let minor = 0; minor <= 100_000_000; minor += minor < 300_000 ? 1 : 997) {
      const major = toMajor(minor, 'SEK');
      if (JSON.stringify(major) !== decimal(minor) || toMinor(major, 'SEK') !== minor) throw new Error(`${minor} → ${major}`);
    }
    for (const minor of [99_999_999, 100_000_000, 12_345_678, 1_000_001]) {
      expect(JSON.stringify(toMajor(minor, 'EUR'))).toBe(decimal(minor));
    }
  });

  test('reading major units back refuses what is not an amount of the currency', () => {
    expect(toMinor(89.5, 'SEK')).toBe(8950);
    expect(toMinor(0.1 + 0.2, 'SEK')).toBe(30);
    expect(() => toMinor(89.499, 'SEK')).toThrow(RangeError);
    expect(() => toMinor(Number.NaN, 'SEK')).toThrow(RangeError);
    expect(() => toMinor(1.5, 'JPY')).toThrow(RangeError);
  });
});
