/**
 * The signature step's toast text (spec 000 §4): quick accounts sign on their own, wallets ask.
 * Beside an external wallet's prompt the toast says what the user asked for, so the prompt can
 * be compared with it.
 */
export const signatureToastText = (autoSigns: boolean, intent?: string) =>
  autoSigns
    ? { title: 'Signing Transaction', description: 'Automatically signing transaction' }
    : { title: 'Pending Wallet Signature', description: intent ? `Sign in wallet to proceed. You asked: ${intent}` : 'Sign in wallet to proceed' };
