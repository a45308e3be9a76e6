import { findProgramAddress } from '@streams/solana/pda';
import { isOnCurve } from '@streams/solana/ed25519';
import { Keypair, PublicKey } from '@solana/web3.js';
import fc from 'fast-check';

const METAPLEX = 'metaqbxxUerdq28cj1RbAWkYQm3ybzjb6a8bt518x1s';

describe('program-derived addresses without web3.js', () => {
  it('a public key is on the curve; most hashes are not (as web3.js decides)', () => {
    for (let index = 0; index < 20; index++) expect(isOnCurve(Keypair.generate().publicKey.toBytes())).toBe(true);
    for (let index = 0; index < 40; index++) {
      const bytes = Keypair.generate().secretKey.slice(0, 32);
      expect(isOnCurve(bytes)).toBe(PublicKey.isOnCurve(bytes));
    }
  });

  it("finds the Metaplex metadata address of a mint as web3.js's findProgramAddressSync does", async () => {
    for (const mint of [
      'So11111111111111111111111111111111111111112',
      'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      Keypair.generate().publicKey.toBase58(),
    ]) {
      const seeds = [new TextEncoder().encode('metadata'), new PublicKey(METAPLEX).toBytes(), new PublicKey(mint).toBytes()];
      const [expected] = PublicKey.findProgramAddressSync(seeds, new PublicKey(METAPLEX));
      expect(await findProgramAddress(seeds, METAPLEX)).toBe(expected.toBase58());
    }
  });

  it('finds the same address as web3.js for any seeds and program (a property, 200 runs)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.uint8Array({ maxLength: 32 }), { minLength: 1, maxLength: 4 }),
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        async (seeds, programBytes) => {
          const program = new PublicKey(programBytes);
          const [expected] = PublicKey.findProgramAddressSync(seeds, program);
          expect(await findProgramAddress(seeds, program.toBase58())).toBe(expected.toBase58());
        },
      ),
      { numRuns: 200 },
    );
  });
});
