import { decodeEarn, earnDeposit, earnWithdraw, vaultOperate } from '../../../streams/instructions/lend';
import { describeLayoutProperties } from '../../support/layoutProperties';

const WALLET = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const USDC = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
const bytes = (text: string) => new TextEncoder().encode(text);
const text = (data: Uint8Array) => new TextDecoder().decode(data);

describe('lend instruction layouts', () => {
  it('spell every term by name, in order', () => {
    expect(text(earnDeposit.encode({ owner: WALLET, asset: USDC, amount: 1_000_000n, shares: 992_500n, recipient: WALLET }))).toBe(
      `lend.deposit.v1 owner=${WALLET} asset=${USDC} amount=1000000 shares=992500 recipient=${WALLET}`,
    );
    expect(
      text(vaultOperate.encode({ owner: WALLET, vault: 1, position: 7, open: 'existing', collateral: -2_000_000_000n, debt: 100_000_000n, recipient: WALLET })),
    ).toBe(`vaults.operate.v1 owner=${WALLET} vault=1 position=7 open=existing collateral=-2000000000 debt=100000000 recipient=${WALLET}`);
  });

  describeLayoutProperties(earnDeposit);
  describeLayoutProperties(earnWithdraw);
  describeLayoutProperties(vaultOperate);

  it.each([
    ['a negative amount', `lend.deposit.v1 owner=${WALLET} asset=${USDC} amount=-1 shares=1 recipient=${WALLET}`],
    ['a debt with a plus sign', `vaults.operate.v1 owner=${WALLET} vault=1 position=7 open=existing collateral=0 debt=+5 recipient=${WALLET}`],
    ['an open that is neither new nor existing', `vaults.operate.v1 owner=${WALLET} vault=1 position=7 open=maybe collateral=0 debt=5 recipient=${WALLET}`],
    ['the recipient missing', `lend.withdraw.v1 owner=${WALLET} asset=${USDC} amount=1 shares=1`],
    ['a position past u32', `vaults.operate.v1 owner=${WALLET} vault=1 position=4294967296 open=new collateral=0 debt=5 recipient=${WALLET}`],
  ])('refuses %s', (_, data) => {
    expect(earnDeposit.decode(bytes(data)) ?? earnWithdraw.decode(bytes(data)) ?? vaultOperate.decode(bytes(data))).toBeUndefined();
  });

  it('decodeEarn tells a deposit from a withdrawal, and reads nothing else', () => {
    const withdraw = { owner: WALLET, asset: USDC, amount: 5n, shares: 4n, recipient: WALLET };
    expect(decodeEarn(earnWithdraw.encode(withdraw))).toEqual({ instruction: 'withdraw', value: withdraw });
    expect(decodeEarn(vaultOperate.encode({ owner: WALLET, vault: 1, position: 1, open: 'new', collateral: 1n, debt: 0n, recipient: WALLET }))).toBeUndefined();
  });
});
