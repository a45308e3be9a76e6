import { transfersOf } from '../../../sim/wallet/ledgerTransfers';
import { SYSTEM_PROGRAM, addressOf, landed, tokenBalance } from './fixtures';

const SOL = 'So11111111111111111111111111111111111111112';
const alice = addressOf('alice');
const bob = addressOf('bob');
const carol = addressOf('carol');
const usdc = addressOf('usdcMint');
const RENT = 2_039_280n;

const moves = (record: Parameters<typeof transfersOf>[0]) =>
  transfersOf(record).map(({ owner, mint, delta, counterparty }) => ({ owner, mint: mint === SOL ? 'SOL' : 'USDC', delta, counterparty }));

describe('transfers of a landed transaction', () => {
  it.each([
    {
      name: 'a SOL transfer: the fee is not part of what was sent',
      record: landed({ keys: [alice, bob, SYSTEM_PROGRAM], pre: [10_000n, 0n, 1n], post: [4_000n, 1_000n, 1n], fee: 5_000n }),
      expected: [
        { owner: alice, mint: 'SOL', delta: -1_000n, counterparty: bob },
        { owner: bob, mint: 'SOL', delta: 1_000n, counterparty: alice },
      ],
    },
    {
      name: 'a failed transaction moves nothing',
      record: landed({ keys: [alice, bob, SYSTEM_PROGRAM], pre: [10_000n, 0n, 1n], post: [5_000n, 0n, 1n], err: { InstructionError: [0, 'Custom'] } }),
      expected: [],
    },
    {
      name: 'one sender, two receivers: no single counterparty for the sender',
      record: landed({ keys: [alice, bob, carol, SYSTEM_PROGRAM], pre: [10_000n, 0n, 0n, 1n], post: [2_000n, 1_000n, 2_000n, 1n] }),
      expected: [
        { owner: alice, mint: 'SOL', delta: -3_000n, counterparty: undefined },
        { owner: bob, mint: 'SOL', delta: 1_000n, counterparty: alice },
        { owner: carol, mint: 'SOL', delta: 2_000n, counterparty: alice },
      ],
    },
    {
      name: 'an SPL transfer into a new account: the rent paid for it is not a SOL transfer',
      record: landed({
        keys: [alice, addressOf('aliceUsdc'), addressOf('bobUsdc'), bob, usdc, SYSTEM_PROGRAM],
        pre: [10_000_000n, RENT, 0n, 0n, 1n, 1n],
        post: [10_000_000n - RENT - 5_000n, RENT, RENT, 0n, 1n, 1n],
        preTokens: [tokenBalance(1, alice, usdc, 30_000_000n)],
        postTokens: [tokenBalance(1, alice, usdc, 5_000_000n), tokenBalance(2, bob, usdc, 25_000_000n)],
      }),
      expected: [
        { owner: alice, mint: 'USDC', delta: -25_000_000n, counterparty: bob },
        { owner: bob, mint: 'USDC', delta: 25_000_000n, counterparty: alice },
      ],
    },
    {
      name: 'closing an empty token account gives rent back, which is not a transfer',
      record: landed({
        keys: [alice, addressOf('aliceUsdc'), SYSTEM_PROGRAM],
        pre: [1_000_000n, RENT, 1n],
        post: [1_000_000n + RENT - 5_000n, 0n, 1n],
        preTokens: [tokenBalance(1, alice, usdc, 0n)],
      }),
      expected: [],
    },
    {
      name: 'moving tokens between two accounts of one owner is no transfer',
      record: landed({
        keys: [alice, addressOf('aliceUsdc'), addressOf('bobUsdc'), SYSTEM_PROGRAM],
        pre: [1_000_000n, RENT, RENT, 1n],
        post: [995_000n, RENT, RENT, 1n],
        preTokens: [tokenBalance(1, alice, usdc, 10n), tokenBalance(2, alice, usdc, 0n)],
        postTokens: [tokenBalance(1, alice, usdc, 0n), tokenBalance(2, alice, usdc, 10n)],
      }),
      expected: [],
    },
  ])('$name', ({ record, expected }) => {
    expect(moves(record)).toEqual(expected);
  });

  it('reports token decimals from the balances and 9 for SOL', () => {
    const record = landed({
      keys: [alice, addressOf('aliceUsdc'), addressOf('bobUsdc'), bob, SYSTEM_PROGRAM],
      pre: [10_000n, RENT, RENT, 0n, 1n],
      post: [4_000n, RENT, RENT, 1_000n, 1n],
      preTokens: [tokenBalance(1, alice, usdc, 7n, 2), tokenBalance(2, bob, usdc, 0n, 2)],
      postTokens: [tokenBalance(1, alice, usdc, 0n, 2), tokenBalance(2, bob, usdc, 7n, 2)],
    });
    expect(transfersOf(record).map(({ mint, decimals }) => [mint === SOL ? 'SOL' : 'USDC', decimals])).toEqual([
      ['SOL', 9],
      ['SOL', 9],
      ['USDC', 2],
      ['USDC', 2],
    ]);
  });
});
