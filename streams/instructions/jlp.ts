import { PERPS_PROGRAM } from '../solana/programs';
import { address, decodeWith, defineLayout, i64, oneOf, u32, u64 } from './textLayout';

/**
 * Minting and burning JLP: on the real chain these are the perps program's add and remove
 * liquidity instructions, so on the simulator they go to the same guarded stand-in
 * (PERPS_PROGRAM), in the shared text layout (textLayout.ts). The client's pre-sign check and
 * the simulator's pool read the same terms:
 *
 *   jlp.add.v1    owner=<wallet> inputMint=<mint> amount=<base units in> jlpOut=<JLP minted> feeBps=<u64> recipient=<who gets the JLP>
 *   jlp.remove.v1 owner=<wallet> jlpIn=<JLP burned> outputMint=<mint> amount=<base units out> feeBps=<u64> recipient=<who gets the tokens>
 *   jlp.loan.v1   owner=<wallet> loan=<id> open=new|existing collateral=<± JLP> debt=<± USDC> recipient=<who gets what leaves the custody>
 *
 * A loan's collateral and debt change in signed base units (+ supplies or borrows, − withdraws
 * or repays); `open=new` opens loan `loan`. Its two accounts, both signing, are the wallet and the perps custody (the pool's authority),
 * so it stands only with the consent of both.
 */
export const jlpAdd = defineLayout('jlp.add.v1', { owner: address, inputMint: address, amount: u64, jlpOut: u64, feeBps: u64, recipient: address });
export const jlpRemove = defineLayout('jlp.remove.v1', { owner: address, jlpIn: u64, outputMint: address, amount: u64, feeBps: u64, recipient: address });

export const jlpLoan = defineLayout('jlp.loan.v1', {
  owner: address,
  loan: u32,
  open: oneOf(['new', 'existing']),
  collateral: i64,
  debt: i64,
  recipient: address,
});

export const jlpLayouts = { add: jlpAdd, remove: jlpRemove, loan: jlpLoan } as const;

/** A JLP instruction's data, by the layout it names; undefined for anything else (a perps request). */
export const decodeJlp = (data: Uint8Array) => decodeWith(jlpLayouts, data);

export { PERPS_PROGRAM as JLP_PROGRAM };
