import { LEND_BORROW_PROGRAM, LEND_EARN_PROGRAM } from '../solana/lendPrograms';
import { address, decodeWith, defineLayout, i64, oneOf, u32, u64 } from './textLayout';

export { LEND_BORROW_PROGRAM, LEND_EARN_PROGRAM };

/**
 * Jupiter Lend's instructions as the app and the simulator speak them (textLayout.ts): the terms
 * that decide what a lend transaction leaves behind once it lands, which the simulator records
 * from the landed instruction and the client compares with what the user asked for.
 *
 * Each instruction is given two accounts, both signing: the wallet (`owner`) and the lend
 * service's authority, so it stands only with the consent of both.
 *
 * Earn (LEND_EARN_PROGRAM):
 *   lend.deposit.v1 owner=<wallet> asset=<mint> amount=<base units in> shares=<shares minted> recipient=<who gets the shares>
 *   lend.withdraw.v1 owner=<wallet> asset=<mint> amount=<base units out> shares=<shares burned> recipient=<who gets the assets>
 * Borrow (LEND_BORROW_PROGRAM): a position's collateral and debt change, signed base units
 * (+ supplies or borrows, − withdraws or repays); `open=new` opens position `position`:
 *   vaults.operate.v1 owner=<wallet> vault=<id> position=<id> open=new|existing collateral=<±> debt=<±> recipient=<who gets what leaves the vault>
 */
export const earnDeposit = defineLayout('lend.deposit.v1', { owner: address, asset: address, amount: u64, shares: u64, recipient: address });
export const earnWithdraw = defineLayout('lend.withdraw.v1', { owner: address, asset: address, amount: u64, shares: u64, recipient: address });
export const vaultOperate = defineLayout('vaults.operate.v1', {
  owner: address,
  vault: u32,
  position: u32,
  open: oneOf(['new', 'existing']),
  collateral: i64,
  debt: i64,
  recipient: address,
});

export const earnLayouts = { deposit: earnDeposit, withdraw: earnWithdraw } as const;

/** An earn program instruction's data, by the layout it names; undefined for anything else. */
export const decodeEarn = (data: Uint8Array) => decodeWith(earnLayouts, data);
