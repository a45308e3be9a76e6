import { type Page, expect } from '@playwright/test';
import { expectToastSequence } from './toasts';

/** On /lend/borrow with a funded wallet: supplies `sol` SOL as a new loan's collateral; answers the loan's card once it shows. */
export const openLoan = async (page: Page, sol: string) => {
  const loan = page.getByRole('complementary', { name: 'New loan' });
  await loan.getByLabel('Supply SOL').fill(sol);
  await loan.getByRole('button', { name: 'Supply SOL' }).click();
  await expectToastSequence(page, ['Transaction Confirmed']);
  const card = page.getByRole('list', { name: 'Your loans' }).getByRole('listitem');
  await expect(card).toHaveCount(1);
  return card;
};
