/** The few line icons the shell uses; decorative, so hidden from assistive tech. */
type IconName = 'search' | 'menu' | 'close' | 'swap' | 'pro' | 'perps' | 'lend' | 'portfolio' | 'rocket' | 'chevron' | 'wallet' | 'external' | 'clock';

const paths: Record<IconName, string> = {
  search: 'M11 4a7 7 0 1 0 4.2 12.6l4.1 4.1 1.4-1.4-4.1-4.1A7 7 0 0 0 11 4Zm0 2a5 5 0 1 1 0 10 5 5 0 0 1 0-10Z',
  menu: 'M4 6h16v2H4zM4 11h16v2H4zM4 16h16v2H4z',
  close: 'M6.4 5 12 10.6 17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6 10.6 12 5 6.4z',
  swap: 'M7 4 3 8l4 4V9h11V7H7V4Zm10 8v3H6v2h11v3l4-4-4-4Z',
  pro: 'M4 19h16v2H4zM5 11h3v6H5zM10.5 6h3v11h-3zM16 9h3v8h-3z',
  perps: 'M3 17 9 11l4 4 7-8 1.5 1.3-8.4 9.7-4.1-4.1-4.6 4.6z',
  lend: 'M12 3 3 8v2h18V8l-9-5Zm-7 9v6h2v-6H5Zm4 0v6h2v-6H9Zm4 0v6h2v-6h-2Zm4 0v6h2v-6h-2ZM3 20v2h18v-2H3Z',
  portfolio: 'M9 4h6a2 2 0 0 1 2 2v1h3a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h3V6a2 2 0 0 1 2-2Zm0 3h6V6H9v1Zm-4 2v9h14V9H5Z',
  rocket: 'M14 3c3.9 0 7 3.1 7 7-2 0-3.7.7-5 2l-5 5-4-4 5-5c1.3-1.3 2-3 2-5Zm-7 12 2 2-3 3H4v-2l3-3Zm9.5-8a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z',
  chevron: 'M7 10l5 5 5-5z',
  wallet: 'M4 6h14a2 2 0 0 1 2 2v1h-6a3 3 0 0 0 0 6h6v1a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2Zm10 5h7v2h-7a1 1 0 0 1 0-2Z',
  external: 'M14 3h7v7h-2V6.4l-9.3 9.3-1.4-1.4L17.6 5H14V3ZM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Z',
  clock: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 2a8 8 0 1 1 0 16 8 8 0 0 1 0-16Zm-1 3v6.1l5.1 3 1-1.7-4.1-2.4V7h-2Z',
};

export const Icon = ({ name, size = 20 }: { readonly name: IconName; readonly size?: number }) => (
  <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
    <path d={paths[name]} />
  </svg>
);
