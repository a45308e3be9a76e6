/** The signature step's toast text (spec 000 §4): quick accounts sign on their own, wallets ask. */
export const signatureToastText = (autoSigns: boolean) =>
  autoSigns
    ? { title: 'Signing Transaction', description: 'Automatically signing transaction' }
    : { title: 'Pending Wallet Signature', description: 'Sign in wallet to proceed' };
