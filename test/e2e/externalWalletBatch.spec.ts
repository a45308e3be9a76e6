import type { APIRequestContext } from '@playwright/test';
import { Keypair, VersionedTransaction } from '@solana/web3.js';
import { expect, test } from './support/fixtures';
import { connectedAddress, openConnectPanel, openDrawer } from './support/app';
import { USDC_MINT, fundAndConfirm, simUrl, solBalance } from './support/ledger';
import { TEST_WALLET_NAME, installTestWallet } from './support/testWallet';
import { expectToastSequence, recordToasts } from './support/toasts';

const SOL_MINT = 'So11111111111111111111111111111111111111112';

/**
 * A limit order placed straight through the Trigger API (create, sign in Node, execute): five of
 * them set the scene faster than five trips through the form (orders.exclusive.spec.ts has those).
 */
const placeOrder = async (request: APIRequestContext, keypair: Keypair) => {
  const maker = keypair.publicKey.toBase58();
  const created = await request.post(`${simUrl}/trigger/v1/createOrder`, {
    // 0.2 SOL for a million USDC: a rate the market never reaches, so the order stays open.
    data: { inputMint: SOL_MINT, outputMint: USDC_MINT, maker, payer: maker, params: { makingAmount: '200000000', takingAmount: '1000000000000' } },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { requestId, transaction } = (await created.json()) as { requestId: string; transaction: string };
  const tx = VersionedTransaction.deserialize(Buffer.from(transaction, 'base64'));
  tx.sign([keypair]);
  const executed = await request.post(`${simUrl}/trigger/v1/execute`, {
    data: { requestId, signedTransaction: Buffer.from(tx.serialize()).toString('base64') },
  });
  expect(((await executed.json()) as { status: string }).status).toBe('Success');
};

test('Cancel All on a wallet that prompts: both transactions in one approval, then Confirming Transactions and all five orders gone', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const keypair = Keypair.generate();
  const address = keypair.publicKey.toBase58();
  await fundAndConfirm(request, address);
  for (let order = 0; order < 5; order++) await placeOrder(request, keypair);
  await expect.poll(() => solBalance(address)).toBeLessThan(9);

  const wallet = await installTestWallet(page, keypair);
  await recordToasts(page);
  await page.goto('/trigger');
  const panel = await openConnectPanel(page);
  await panel
    .getByRole('region', { name: 'Installed' })
    .getByRole('button', { name: new RegExp(`^${TEST_WALLET_NAME}`) })
    .click();
  expect(await connectedAddress(page)).toBe(address);

  const drawer = await openDrawer(page);
  await drawer.getByRole('tablist', { name: 'Portfolio sections' }).getByRole('tab', { name: 'Trigger 5', exact: true }).click();
  await drawer.getByRole('button', { name: 'Cancel All' }).click();
  // Five orders go four to a transaction: two transactions, approved in the wallet's one prompt (spec 000 §4).
  await expectToastSequence(page, ['Connected', 'Pending Wallet Signature', 'Confirming Transactions', 'Transactions Confirmed']);
  expect(wallet.prompts).toEqual([2]);
  expect(wallet.signed).toHaveLength(2);
  await expect(drawer.getByText('No Open Orders')).toBeVisible();
  await expect.poll(() => solBalance(address)).toBeGreaterThan(9.99);
});
