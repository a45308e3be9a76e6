/**
 * The block engine's tip accounts: the eight the real one lists from getTipAccounts (public
 * addresses, no keys). A bundle pays its tip by a System transfer to any of them; on the
 * simulator's ledger they are ordinary accounts that the first tip creates.
 */
export const TIP_ACCOUNTS: readonly string[] = [
  '96gYZGLnJYVFmbjzopPSU6QiEV5fGqZNyN9nmNhvrZU5',
  'HFqU5x63VTqvQss8hp11i4wVV8bD44PvwucfZ2bU7gRe',
  'Cw8CFyM9FkoMi7K7Crf6HNQqf4uEMzpKw6QNghXLvLkY',
  'ADaUMid9yfUytqMBgopwjb2DTLSokTSzL1zt6iGPaS49',
  'DfXygSm4jCyNCybVYYK6DwvWqjKee8pbDmJGcLWNDXjh',
  'ADuUkR4vqLUMWXxW9gh6D6L8pMSawimctcNZ5pGwDcEt',
  'DttWaMuVvTiduZRnguLF7jNxTgiMBZ1hyAumKUiL2KRL',
  '3AVi9Tg9Uo68tJfuvoKvqKNWKkC5wPdSSdeBnizKZ6jT',
];

const TIP_SET = new Set(TIP_ACCOUNTS);
export const isTipAccount = (address: string) => TIP_SET.has(address);

/** The least tip a bundle may pay (the real engine's floor), in lamports. */
export const MIN_TIP_LAMPORTS = 1000n;

/** One tip account for a build, spread over the eight as the real engine asks clients to. */
export const tipAccountFor = (key: string): string => {
  let hash = 0;
  for (let i = 0; i < key.length; i++) hash = (hash * 31 + key.charCodeAt(i)) >>> 0;
  return TIP_ACCOUNTS[hash % TIP_ACCOUNTS.length] ?? (TIP_ACCOUNTS[0] as string);
};
