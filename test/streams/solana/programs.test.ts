import { PublicKey } from '@solana/web3.js';
import { TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID, ASSOCIATED_TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { ASSOCIATED_TOKEN_PROGRAM, TOKEN_2022_PROGRAM, TOKEN_PROGRAM } from '@streams/solana/programs';

describe('well-known program ids', () => {
  it('are the ones the SPL libraries use (a mistyped id silently fails every read that names it)', () => {
    expect(TOKEN_PROGRAM).toBe(TOKEN_PROGRAM_ID.toBase58());
    expect(TOKEN_2022_PROGRAM).toBe(TOKEN_2022_PROGRAM_ID.toBase58());
    expect(ASSOCIATED_TOKEN_PROGRAM).toBe(ASSOCIATED_TOKEN_PROGRAM_ID.toBase58());
    expect(new PublicKey(TOKEN_2022_PROGRAM).toBytes()).toHaveLength(32);
  });
});
