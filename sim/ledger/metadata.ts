import { PublicKey } from '@solana/web3.js';

/** The token metadata program (Metaplex) whose accounts hold a mint's name, symbol and uri. */
export const METADATA_PROGRAM = 'metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s';
const METADATA_V1 = 4;

export interface TokenMetadata {
  readonly name: string;
  readonly symbol: string;
  readonly uri: string;
}

/** The metadata account of a mint: the program-derived address of ('metadata', program, mint). */
export const metadataAddress = (mint: string): string =>
  PublicKey.findProgramAddressSync(
    [Buffer.from('metadata'), new PublicKey(METADATA_PROGRAM).toBuffer(), new PublicKey(mint).toBuffer()],
    new PublicKey(METADATA_PROGRAM),
  )[0].toBase58();

/** A string as the program stores it: u32 length, then the bytes padded with zeros to its room. */
const padded = (value: string, room: number) => {
  const bytes = Buffer.alloc(4 + room);
  bytes.writeUInt32LE(room, 0);
  Buffer.from(value, 'utf8').subarray(0, room).copy(bytes, 4);
  return bytes;
};

/**
 * A v1 metadata account (the fields a reader needs, then no creators, collection or uses): key,
 * update authority, mint, name (32), symbol (10), uri (200), seller fee, flags.
 */
export const encodeMetadata = (mint: string, updateAuthority: string, metadata: TokenMetadata): Uint8Array =>
  new Uint8Array(
    Buffer.concat([
      Buffer.of(METADATA_V1),
      new PublicKey(updateAuthority).toBuffer(),
      new PublicKey(mint).toBuffer(),
      padded(metadata.name, 32),
      padded(metadata.symbol, 10),
      padded(metadata.uri, 200),
      Buffer.from([0, 0]), // seller fee basis points
      Buffer.from([0, 1, 1, 0, 0, 0, 0, 0]), // no creators, primary sale, mutable, no edition nonce, standard, collection, uses
    ]),
  );
