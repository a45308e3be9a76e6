import type { VerifyRequestView } from '@streams/schemas/verify';

export const MINT = '7GCihgDB8fe6KNjn2MYtkzZcRjQy3t9GHdC8uHYmW2hr';
export const WALLET = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

export const requestView = (status: VerifyRequestView['status'], id = 'verify-1'): VerifyRequestView => ({
  id,
  mint: MINT,
  name: 'Moon Cat',
  symbol: 'MCAT',
  website: 'https://mooncat.example/',
  twitter: 'https://x.com/mooncat',
  reasons: 'A real project with a live product and an audited program.',
  contact: null,
  status,
  createdAt: '2026-11-27T11:00:00.000Z',
  decidedAt: status === 'pending' ? null : '2026-11-27T11:05:00.000Z',
  note: null,
});

export const draft = {
  mint: MINT,
  website: 'https://mooncat.example',
  twitter: 'https://x.com/mooncat',
  reasons: 'A real project with a live product and an audited program.',
  contact: '',
};
