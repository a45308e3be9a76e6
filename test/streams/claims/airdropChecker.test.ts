import { ADDRESS_ERROR, type AirdropCheckerView, type AirdropState, createAirdropChecker } from '@streams/claims/airdropChecker';
import type { ClaimsState } from '@streams/claims';
import { BehaviorSubject, type Observable, of } from 'rxjs';

const WALLET = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const OTHER = 'DRpbCBMxVnDK7maPM5tGv6MvB3v1sRMC86PZ8okm21hy';
const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
const BONK = 'DezXAZ8z7PnrnRJjz3wXBoRgixCa6xjnB7YaB1pPB263';

const claim = (id: string, mint: string, amount: string, decimals: number, claimed = false) => ({ id, mint, amount, decimals, claimed });

const checkerWith = (proofs: Readonly<Record<string, ClaimsState>>) => {
  const wallet = new BehaviorSubject<string | undefined>(WALLET);
  const asked: string[] = [];
  const checker = createAirdropChecker({
    claims$: (address): Observable<ClaimsState> => {
      asked.push(address);
      return of(proofs[address] ?? { status: 'ready', claims: [] });
    },
    wallet$: wallet,
    symbol$: (mint) => of(mint === JUP ? 'JUP' : 'Bonk'),
    price$: (mint) => of(mint === JUP ? 0.5 : undefined),
  });
  let view: AirdropCheckerView | undefined;
  let results: AirdropState | undefined;
  checker.view$.subscribe((next) => (view = next));
  checker.results$.subscribe((next) => (results = next));
  return { checker, wallet, asked, view: () => view, results: () => results };
};

describe('the airdrop checker', () => {
  it('starts on the connected wallet: its open airdrops with their token and USD value (none without a price), claimed ones left out', () => {
    const { view, results, asked } = checkerWith({
      [WALLET]: { status: 'ready', claims: [claim('a', JUP, '42500000', 6), claim('b', BONK, '100000', 5), claim('c', JUP, '1000000', 6, true)] },
    });
    expect(view()).toEqual({ text: WALLET, error: undefined, checked: WALLET, isWallet: true });
    expect(results()).toEqual({
      status: 'ready',
      rows: [
        { id: 'a', mint: JUP, symbol: 'JUP', amount: '42.5', usdValue: 21.25 },
        { id: 'b', mint: BONK, symbol: 'Bonk', amount: '1', usdValue: undefined },
      ],
    });
    expect(asked).toEqual([WALLET]);
  });

  it('checks another address when asked, not as it is typed; refuses text that is no address and keeps the last list', () => {
    const { checker, view, results, asked } = checkerWith({ [OTHER]: { status: 'ready', claims: [claim('x', JUP, '2000000', 6)] } });
    checker.type('not-an-address');
    expect(asked).toEqual([WALLET]);
    checker.check();
    expect(view()).toEqual({ text: 'not-an-address', error: ADDRESS_ERROR, checked: WALLET, isWallet: true });
    expect(results()).toEqual({ status: 'ready', rows: [] });
    checker.type(` ${OTHER} `);
    expect(view()?.error).toBeUndefined();
    checker.check();
    expect(view()).toEqual({ text: ` ${OTHER} `, error: undefined, checked: OTHER, isWallet: false });
    expect(results()).toEqual({ status: 'ready', rows: [{ id: 'x', mint: JUP, symbol: 'JUP', amount: '2', usdValue: 1 }] });
    expect(asked).toEqual([WALLET, OTHER]);
  });

  it('without a wallet asks nothing until an address is checked; follows a wallet that connects later', () => {
    const { checker, wallet, view, results, asked } = checkerWith({});
    wallet.next(undefined);
    expect(view()).toEqual({ text: '', error: undefined, checked: undefined, isWallet: false });
    expect(results()).toEqual({ status: 'idle' });
    wallet.next(OTHER);
    expect(view()?.checked).toBe(OTHER);
    expect(asked).toEqual([WALLET, OTHER]);
    checker.check();
    expect(view()?.isWallet).toBe(true);
  });

  it("passes the proof's failure and loading on, and says when the claim window has closed", () => {
    expect(checkerWith({ [WALLET]: { status: 'error', message: 'Failed to fetch user asr claims' } }).results()).toEqual({
      status: 'error',
      message: 'Failed to fetch user asr claims',
    });
    expect(checkerWith({ [WALLET]: { status: 'loading' } }).results()).toEqual({ status: 'loading' });
    expect(checkerWith({ [WALLET]: { status: 'idle' } }).results()).toEqual({ status: 'closed' });
  });
});
