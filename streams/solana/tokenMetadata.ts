import { fromBase58 } from './codec';
import { findProgramAddress } from './pda';

/** The token metadata program (Metaplex): a mint's name, symbol and uri live in its account. */
export const METADATA_PROGRAM = 'metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s';

const seed = new TextEncoder().encode('metadata');

/** The metadata account of a mint: the program-derived address of ('metadata', program, mint). */
export const metadataAddress = (mint: string): Promise<string> => {
  const mintBytes = fromBase58(mint);
  const program = fromBase58(METADATA_PROGRAM);
  if (!mintBytes || !program) return Promise.reject(new Error(`not a mint: ${mint}`));
  return findProgramAddress([seed, program, mintBytes], METADATA_PROGRAM);
};

export interface MetadataText {
  readonly name: string;
  readonly symbol: string;
  readonly uri: string;
}

/**
 * The name, symbol and uri of a metadata account (v1 layout: key, update authority, mint, then
 * the three as length-prefixed strings, NUL-padded); undefined when the data is cut short or a
 * length is beyond what the program allows.
 */
export const readMetadata = (data: Uint8Array): MetadataText | undefined => {
  let at = 1 + 32 + 32;
  const text = (): string | undefined => {
    if (at + 4 > data.length) return undefined;
    const length = new DataView(data.buffer, data.byteOffset + at, 4).getUint32(0, true);
    if (length > 400 || at + 4 + length > data.length) return undefined;
    const value = new TextDecoder().decode(data.subarray(at + 4, at + 4 + length)).replace(/\0+$/, '');
    at += 4 + length;
    return value;
  };
  const name = text();
  const symbol = name === undefined ? undefined : text();
  const uri = symbol === undefined ? undefined : text();
  return name === undefined || symbol === undefined || uri === undefined ? undefined : { name, symbol, uri };
};
