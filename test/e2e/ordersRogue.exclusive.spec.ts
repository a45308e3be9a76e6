import { type APIRequestContext, type Page, expect, test } from './support/fixtures';
import { USDC_MINT, simUrl, solBalance } from './support/ledger';
import { marketRate, startOnOrderPage, usdcOnLedger } from './support/orders';
import { expectToastSequence, toast } from './support/toasts';

/**
 * Issue 23: a quick account signs without asking, so a limit or recurring order is checked
 * against what the form asked before it is signed. `/__sim/rogue` makes the order services build
 * the create with one term changed (the rate, the receiver, the expiry, the bounds, the amount
 * per order); each ends in 'Refused to sign' naming that term, nothing is signed and the ledger
 * is as it was; switched off, the same click places the order. The switch is simulator-wide, so
 * this file runs in the `exclusive` project, alone.
 */
test.use({ reducedMotion: 'reduce' });
test.describe.configure({ mode: 'serial' });

const SOL_MINT = 'So11111111111111111111111111111111111111112';

const rogue = async (request: APIRequestContext, kind: string | null) => {
  const response = await request.post(`${simUrl}/__sim/rogue`, { data: { kind } });
  expect(response.ok(), await response.text()).toBe(true);
};
test.afterEach(async ({ request }) => rogue(request, null));

const toastTitles = (page: Page) => page.evaluate(() => (window as { __toastTitles?: string[] }).__toastTitles ?? []);

/** What the wallet holds on the ledger, read over JSON-RPC. */
const ledgerOf = async (address: string) => ({ sol: await solBalance(address), usdc: await usdcOnLedger(address) });

/** The wallet's open orders, as the services list them. */
const openOrders = async (request: APIRequestContext, address: string) => {
  const trigger = await request.get(`${simUrl}/trigger/v1/getTriggerOrders?user=${address}&orderStatus=active`);
  const recurring = await request.get(`${simUrl}/recurring/v1/active-dca/v2/${address}?page=1`);
  return [...((await trigger.json()) as { orders: unknown[] }).orders, ...((await recurring.json()) as { orders: unknown[] }).orders];
};

/** Clicks the form's button with the switch on: refused before signing, nothing moved; then honestly. */
const refusedThenPlaced = async (page: Page, request: APIRequestContext, address: string, kind: string, button: string, refusal: RegExp, placed: string) => {
  const before = await ledgerOf(address);
  await rogue(request, kind);
  await page.getByRole('button', { name: button }).click();
  const failed = toast(page, 'Transaction Failed');
  await expect(failed).toBeVisible();
  await expect(failed).toContainText(refusal);
  await page.screenshot({ path: test.info().outputPath(`${kind}.png`) });
  expect(await toastTitles(page)).not.toContain('Signing Transaction');
  expect(await ledgerOf(address)).toEqual(before);
  expect(await openOrders(request, address)).toEqual([]);

  // Honest again, the same form places the order.
  await rogue(request, null);
  await expect(page.getByRole('button', { name: button })).toBeEnabled();
  await page.getByRole('button', { name: button }).click();
  await expectToastSequence(page, [placed]);
  await expect.poll(() => openOrders(request, address).then((orders) => orders.length)).toBe(1);
};

test.describe('a limit order the service builds otherwise is refused before signing', () => {
  for (const [kind, refusal] of [
    ['order-rate', /Refused to sign: the amount the order buys is [\d.]+ USDC in the transaction, not the [\d.]+ USDC you asked for\./],
    ['order-receiver', /Refused to sign: the order's receiver is Rogu…1111 in the transaction, not your wallet\./],
    ['order-expiry', /Refused to sign: the order's expiry is none in the transaction, not the \d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC you asked for\./],
  ] as const) {
    test(`${kind}: 'Refused to sign', the SOL and USDC untouched`, async ({ page, request }) => {
      const address = await startOnOrderPage(page, '/trigger');
      const rate = (await marketRate(page)) * 1.5;
      await page.getByRole('textbox', { name: 'Amount to sell' }).fill('0.5');
      await page.getByRole('textbox', { name: 'Target rate' }).fill(rate.toFixed(2));
      await page.getByRole('group', { name: 'Expiry' }).getByRole('button', { name: '1 day' }).click();
      await refusedThenPlaced(page, request, address, kind, 'Place Limit Order', refusal, 'Limit order placed');
    });
  }
});

test.describe('a recurring order the service builds otherwise is refused before signing', () => {
  for (const [kind, refusal] of [
    ['recurring-bounds', /Refused to sign: the order's minimum price is none in the transaction, not the 1 USDC per SOL you asked for\./],
    ['recurring-cycle', /Refused to sign: the amount each order spends is 120 USDC in the transaction, not the 60 USDC you asked for\./],
  ] as const) {
    test(`${kind}: 'Refused to sign', the USDC untouched`, async ({ page, request }) => {
      test.setTimeout(60_000);
      const address = await startOnOrderPage(page, `/recurring?from=${USDC_MINT}&to=${SOL_MINT}`);
      await page.getByRole('textbox', { name: 'Total amount' }).fill('120');
      await page.getByRole('textbox', { name: 'Number of orders' }).fill('2');
      await page.getByLabel('Interval').selectOption('day');
      await page.getByRole('textbox', { name: 'Minimum price' }).fill('1');
      await page.getByRole('textbox', { name: 'Maximum price' }).fill('1000000');
      await expect(page.getByTestId('per-order')).toHaveText('60 USDC');
      await refusedThenPlaced(page, request, address, kind, 'Start Recurring', refusal, 'Recurring order started');
    });
  }
});
