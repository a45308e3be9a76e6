import { fromBase58, isAddress, toBase58 } from '../solana/codec';

/**
 * The instruction layout of the programs whose effect comes later (orders, perps requests,
 * lend, claims), shared by the client's pre-sign checks and the simulator, which builds with it
 * and acts on what it decodes: the two cannot drift.
 *
 * The simulator's programs are stand-ins that run the SPL Memo program's code, which accepts
 * only UTF-8 data, so a layout is text: the instruction's name, then every field as
 * `name=value`, in the declared order, one space apart:
 *
 *   trigger.create.v1 maker=7xKX… inputMint=So11… makingAmount=1000000000 expiredAt=- …
 *
 * Decoding is strict: printable ASCII only, every field present once and in order, each value
 * in its one canonical spelling (no leading zeros, `-` for none). A byte string decodes only
 * when encoding the result gives the same bytes back, so any other byte string is refused.
 */
export interface FieldType<T> {
  /** What the property tests generate for it: see test/support/layoutArbitraries.ts. */
  readonly kind: FieldKind;
  readonly encode: (value: T) => string;
  /** undefined when `text` is not this type's canonical spelling of a value. */
  readonly decode: (text: string) => T | undefined;
}

export type FieldKind =
  | { readonly type: 'u64' }
  | { readonly type: 'i64' }
  | { readonly type: 'u32' }
  | { readonly type: 'address' }
  | { readonly type: 'reference' }
  | { readonly type: 'decimal' }
  | { readonly type: 'oneOf'; readonly values: readonly string[] }
  | { readonly type: 'optional'; readonly inner: FieldKind };

const U64_MAX = (1n << 64n) - 1n;
const I64_MIN = -(1n << 63n);
const I64_MAX = (1n << 63n) - 1n;
const NATURAL = /^(0|[1-9][0-9]{0,19})$/;
const INTEGER = /^(0|-?[1-9][0-9]{0,18})$/;

/** An unsigned 64-bit amount (base units, lamports, seconds). */
export const u64: FieldType<bigint> = {
  kind: { type: 'u64' },
  encode: (value) => {
    if (value < 0n || value > U64_MAX) throw new RangeError(`u64 out of range: ${value}`);
    return value.toString();
  },
  decode: (text) => {
    if (!NATURAL.test(text)) return undefined;
    const value = BigInt(text);
    return value <= U64_MAX ? value : undefined;
  },
};

/** A signed 64-bit amount: + adds, − takes away (a lend operation's collateral and debt). */
export const i64: FieldType<bigint> = {
  kind: { type: 'i64' },
  encode: (value) => {
    if (value < I64_MIN || value > I64_MAX) throw new RangeError(`i64 out of range: ${value}`);
    return value.toString();
  },
  decode: (text) => {
    if (!INTEGER.test(text)) return undefined;
    const value = BigInt(text);
    return value >= I64_MIN && value <= I64_MAX ? value : undefined;
  },
};

/** A small count (orders, an interval in seconds, a vault id). */
export const u32: FieldType<number> = {
  kind: { type: 'u32' },
  encode: (value) => {
    if (!Number.isInteger(value) || value < 0 || value > 0xffff_ffff) throw new RangeError(`u32 out of range: ${value}`);
    return String(value);
  },
  decode: (text) => {
    if (!NATURAL.test(text) || text.length > 10) return undefined;
    const value = Number(text);
    return value <= 0xffff_ffff ? value : undefined;
  },
};

/** A 32-byte public key in base58. */
export const address: FieldType<string> = {
  kind: { type: 'address' },
  encode: (value) => {
    if (!isAddress(value)) throw new RangeError(`not an address: ${value}`);
    return value;
  },
  decode: (text) => {
    const bytes = isAddress(text) ? fromBase58(text) : undefined;
    return bytes && toBase58(bytes) === text ? text : undefined;
  },
};

const REFERENCE = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;
/** The service's name for the request (an order's tag, a claim's id): 1–64 of [A-Za-z0-9._:-]. */
export const reference: FieldType<string> = {
  kind: { type: 'reference' },
  encode: (value) => {
    if (!REFERENCE.test(value)) throw new RangeError(`not a reference: ${value}`);
    return value;
  },
  decode: (text) => (REFERENCE.test(text) ? text : undefined),
};

/**
 * A finite, non-negative number in JavaScript's own shortest spelling (a price, a USD size):
 * `String(Number(text)) === text`, so each number has exactly one spelling.
 */
export const decimal: FieldType<number> = {
  kind: { type: 'decimal' },
  encode: (value) => {
    if (!Number.isFinite(value) || value < 0 || Object.is(value, -0)) throw new RangeError(`not a non-negative finite number: ${value}`);
    return String(value);
  },
  decode: (text) => {
    if (!/^[0-9.e+-]{1,32}$/.test(text)) return undefined;
    const value = Number(text);
    return Number.isFinite(value) && value >= 0 && String(value) === text ? value : undefined;
  },
};

/** One of a few words ('long' | 'short'). */
export const oneOf = <const T extends readonly string[]>(values: T): FieldType<T[number]> => ({
  kind: { type: 'oneOf', values },
  encode: (value) => {
    if (!values.includes(value)) throw new RangeError(`not one of ${values.join(', ')}: ${value}`);
    return value;
  },
  decode: (text) => (values.includes(text) ? (text as T[number]) : undefined),
});

const NONE = '-';
/** A value or none, spelt `-`. */
export const optional = <T>(type: FieldType<T>): FieldType<T | null> => ({
  kind: { type: 'optional', inner: type.kind },
  encode: (value) => (value === null ? NONE : type.encode(value)),
  decode: (text) => (text === NONE ? null : type.decode(text)),
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a field of any type; each keeps its own below
type AnyField = FieldType<any>;
export type LayoutFields = Readonly<Record<string, AnyField>>;
export type LayoutValue<F extends LayoutFields> = { readonly [K in keyof F]: F[K] extends FieldType<infer T> ? T : never };

export interface Layout<F extends LayoutFields> {
  /** `<program>.<instruction>.v<n>`: the data's first word. */
  readonly name: string;
  readonly fields: F;
  readonly encode: (value: LayoutValue<F>) => Uint8Array;
  /** The value, or undefined for any byte string that is not exactly this layout's encoding of one. */
  readonly decode: (data: Uint8Array) => LayoutValue<F> | undefined;
}

/** Instruction data is short: well under a transaction's 1,232 bytes. */
export const MAX_LAYOUT_BYTES = 1_024;
const PRINTABLE = /^[\x21-\x7e]+( [\x21-\x7e]+)*$/;
const NAME = /^[a-z][a-z-]*\.[a-z][a-z-]*\.v[1-9][0-9]*$/;

const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

/** The data as text when it is printable ASCII words of a sane length; undefined otherwise. */
export const layoutText = (data: Uint8Array): string | undefined => {
  if (data.length === 0 || data.length > MAX_LAYOUT_BYTES) return undefined;
  let text: string;
  try {
    text = decoder.decode(data);
  } catch {
    return undefined;
  }
  return PRINTABLE.test(text) ? text : undefined;
};

/** The name an instruction's data claims to be (its first word), or undefined. */
export const layoutNameOf = (data: Uint8Array): string | undefined => layoutText(data)?.split(' ', 1)[0];

export const defineLayout = <const F extends LayoutFields>(name: string, fields: F): Layout<F> => {
  if (!NAME.test(name)) throw new Error(`bad layout name: ${name}`);
  const keys = Object.keys(fields);
  const encodeText = (value: LayoutValue<F>): string =>
    [name, ...keys.map((key) => `${key}=${(fields[key] as AnyField).encode(value[key as keyof F])}`)].join(' ');
  return {
    name,
    fields,
    encode: (value) => encoder.encode(encodeText(value)),
    decode: (data) => {
      const text = layoutText(data);
      if (text === undefined) return undefined;
      const words = text.split(' ');
      if (words[0] !== name || words.length !== keys.length + 1) return undefined;
      const value: Record<string, unknown> = {};
      for (const [index, key] of keys.entries()) {
        const word = words[index + 1] ?? '';
        if (!word.startsWith(`${key}=`)) return undefined;
        const decoded = (fields[key] as AnyField).decode(word.slice(key.length + 1));
        if (decoded === undefined) return undefined;
        value[key] = decoded;
      }
      const result = value as LayoutValue<F>;
      // Canonical or nothing: each value has one spelling, so this only guards the rules above.
      return encodeText(result) === text ? result : undefined;
    },
  };
};

/** A program's instructions: which layout the data names, decoded by it. */
// Constrained by what it uses (name, decode): a Layout's encode takes its own value only, so a
// typed layout is not a Layout<LayoutFields> and the wider constraint refused every caller.
export const decodeWith = <const L extends Readonly<Record<string, Pick<Layout<LayoutFields>, 'name' | 'decode'>>>>(
  layouts: L,
  data: Uint8Array,
): { [K in keyof L]: { readonly instruction: K; readonly value: L[K] extends Layout<infer F> ? LayoutValue<F> : never } }[keyof L] | undefined => {
  const name = layoutNameOf(data);
  for (const [instruction, layout] of Object.entries(layouts)) {
    if (layout.name !== name) continue;
    const value = layout.decode(data);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the mapped union above names the pair
    return value === undefined ? undefined : ({ instruction, value } as any);
  }
  return undefined;
};
