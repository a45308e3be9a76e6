/**
 * Areas by first path segment (spec 001 §2.1). Any other first segment is an invalid domain:
 * the shell shows the invalid-domain error page for it.
 */
export interface Area {
  readonly domain: string;
  readonly app: string;
}

export class InvalidDomainError extends Error {
  constructor(readonly segment: string) {
    super(`Unknown app '${segment}'`);
    this.name = 'InvalidDomainError';
  }
}

const sameName = (name: string): Area => ({ domain: name, app: name });

const bySegment: Readonly<Record<string, (second: string | undefined) => Area>> = {
  swap: () => ({ domain: 'spot', app: 'swap' }),
  trigger: () => ({ domain: 'spot', app: 'limit' }),
  recurring: () => ({ domain: 'spot', app: 'dca' }),
  pro: (second) => ({ domain: 'trenches', app: second === 'hunt' ? 'hunt' : 'explore' }),
  tokens: () => ({ domain: 'trenches', app: 'token' }),
  watchlist: () => sameName('watchlist'),
  lend: () => sameName('lend'),
  send: () => sameName('send'),
  gift: () => ({ domain: 'universal-send', app: 'gift' }),
  invite: () => ({ domain: 'universal-send', app: 'gift' }),
  perps: (second) => ({ domain: 'perps', app: second === 'jlp-earn' || second === 'jlp-loans' ? second : 'trade' }),
  'perps-v2': () => sameName('perps-v2'),
  'perps-legacy': () => sameName('perps-legacy'),
  'perps-leaderboard': () => sameName('perps-leaderboard'),
  portfolio: () => sameName('portfolio'),
  studio: () => sameName('studio'),
  onboard: (second) => ({
    domain: 'onboard',
    app: second === 'cctp' || second === 'onramp' || second === 'debridge' || second === 'cex' ? second : 'onboard',
  }),
  _error: () => sameName('_error'),
  transaction: () => sameName('transaction'),
  share: () => sameName('share'),
  mobile: () => sameName('mobile'),
  login: () => sameName('login'),
  'ask-for-sol': () => sameName('ask-for-sol'),
  appeal: () => sameName('appeal'),
  verify: () => sameName('verify'),
  // Routes of spec 000 §2 that the shell serves beyond the area table.
  claim: () => sameName('claim'),
  _app: () => sameName('_app'),
};

export const resolveArea = (pathname: string): Area => {
  const [first, second] = pathname.split('/').filter((segment) => segment !== '');
  if (first === undefined) return { domain: 'home', app: 'home' };
  const resolve = Object.hasOwn(bySegment, first) ? bySegment[first] : undefined;
  if (!resolve) throw new InvalidDomainError(first);
  return resolve(second);
};
