import { firstValueFrom, of } from 'rxjs';
import { toBase58 } from '@streams/solana/codec';
import { MAX_NOTE_LENGTH, paymentRequestUrl, readPaymentRequest, requestAmountProblem } from '@streams/send/paymentRequest';
import { createRequestForm } from '@streams/send/requestForm';

const ADDRESS = toBase58(new Uint8Array(32).fill(7));
const OTHER = toBase58(new Uint8Array(32).fill(9));
const ORIGIN = 'https://callisto.example';

const read = (query: string) => readPaymentRequest(new URLSearchParams(query));

describe('payment request links (/ask-for-sol → /send)', () => {
  it('round-trips: the link a request makes reads back as the same recipient, amount and note', () => {
    const url = paymentRequestUrl(ORIGIN, { recipient: ADDRESS, amount: '0.25', note: 'Pizza & drinks? 🍕 50/50' });
    expect(url.startsWith(`${ORIGIN}/send?`)).toBe(true);
    const request = read(new URL(url).search);
    expect(request).toEqual({ present: true, recipient: ADDRESS, amount: '0.25', note: 'Pizza & drinks? 🍕 50/50', problems: [] });
  });

  it('a link without a note carries no note parameter', () => {
    const url = paymentRequestUrl(ORIGIN, { recipient: ADDRESS, amount: '1', note: '' });
    expect(new URL(url).searchParams.has('note')).toBe(false);
    expect(read(new URL(url).search)).toMatchObject({ note: undefined, problems: [] });
  });

  it('an address without request parameters is no request', () => {
    expect(read('by=link')).toEqual({ present: false, recipient: undefined, amount: undefined, note: undefined, problems: [] });
  });

  it('keeps the amount canonical: leading zeros and trailing fraction zeros go', () => {
    expect(read(`to=${ADDRESS}&amount=007.500`).amount).toBe('7.5');
  });

  it.each([
    ['a negative amount', '-1'],
    ['an exponent', '1e9'],
    ['hex', '0x10'],
    ['a comma', '1,5'],
    ['spaces', ' 1'],
    ['zero', '0.000'],
    ['ten decimals', '0.0000000001'],
    ['more than a million SOL', '1000000.000000001'],
    ['NaN', 'NaN'],
    ['Infinity', 'Infinity'],
    ['an endless number', '9'.repeat(5_000)],
    ['markup', '<img src=x onerror=alert(1)>'],
  ])('drops %s as the amount, with a message, and keeps the valid recipient', (_, amount) => {
    const request = read(new URLSearchParams({ to: ADDRESS, amount }).toString());
    expect(request.amount).toBeUndefined();
    expect(request.recipient).toBe(ADDRESS);
    expect(request.problems).toEqual(["The link's amount is not an amount of SOL between 0 and 1,000,000, so it was not filled in."]);
  });

  it('takes exactly a million SOL, and the smallest amount (one lamport)', () => {
    expect(read(`to=${ADDRESS}&amount=1000000`).amount).toBe('1000000');
    expect(read(`to=${ADDRESS}&amount=0.000000001`).amount).toBe('0.000000001');
  });

  it.each([
    ['not base58', '0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl'],
    ['31 bytes', toBase58(new Uint8Array(31).fill(7))],
    ['a URL', 'https://evil.example/'],
    ['an address with a trailing space', `${ADDRESS} `],
    ['empty', ''],
  ])('drops a recipient that is %s, with a message, and keeps the valid amount', (_, to) => {
    const request = read(new URLSearchParams({ to, amount: '1' }).toString());
    expect(request.recipient).toBeUndefined();
    expect(request.amount).toBe('1');
    expect(request.problems).toEqual(["The link's recipient is not a valid Solana address, so it was not filled in."]);
  });

  it('refuses a field given twice rather than pick one', () => {
    const request = read(`to=${ADDRESS}&to=${OTHER}&amount=1&amount=2&note=a&note=b`);
    expect(request).toMatchObject({ present: true, recipient: undefined, amount: undefined, note: undefined });
    expect(request.problems).toEqual([
      'The link names more than one recipient, so none was filled in.',
      'The link names more than one amount, so none was filled in.',
      'The link carries more than one note, so none is shown.',
    ]);
  });

  it.each([
    ['a right-to-left override', 'pay me\u202eevil'],
    ['a NUL', 'a\u0000b'],
    ['a newline', 'line one\nline two'],
    ['a zero-width space', 'pay\u200bme'],
    ['a Unicode tag', 'hi\u{E0041}'],
  ])('drops a note with %s, saying why, and keeps the rest of the request', (_, note) => {
    const request = read(new URLSearchParams({ to: ADDRESS, amount: '1', note }).toString());
    expect(request).toMatchObject({ recipient: ADDRESS, amount: '1', note: undefined });
    expect(request.problems).toEqual(["The link's note holds control or invisible characters, so it is not shown."]);
  });

  it(`drops a note over ${MAX_NOTE_LENGTH} characters (counted as characters, not UTF-16 units), and keeps one of exactly ${MAX_NOTE_LENGTH}`, () => {
    const longest = '🍕'.repeat(MAX_NOTE_LENGTH);
    expect(read(new URLSearchParams({ to: ADDRESS, amount: '1', note: longest }).toString()).note).toBe(longest);
    const request = read(new URLSearchParams({ to: ADDRESS, amount: '1', note: `${longest}x` }).toString());
    expect(request.note).toBeUndefined();
    expect(request.problems).toEqual([`The link's note is longer than ${MAX_NOTE_LENGTH} characters, so it is not shown.`]);
  });

  it('a request whose every field is bad is still present, so the page says why nothing was filled in', () => {
    const request = read('to=x&amount=y');
    expect(request.present).toBe(true);
    expect(request.problems).toHaveLength(2);
  });

  it('names the limits in its amount messages', () => {
    expect(requestAmountProblem('0')).toBe('The amount must be more than 0 SOL.');
    expect(requestAmountProblem('2000000')).toBe('Ask for at most 1,000,000 SOL.');
    expect(requestAmountProblem('1.5.')).toBe('Enter an amount of SOL, such as 0.5 (at most 9 decimals).');
  });
});

describe('the /ask-for-sol form', () => {
  const viewOf = (form: ReturnType<typeof createRequestForm>, wallet: string | undefined) => firstValueFrom(form.view$(of({ wallet, origin: ORIGIN })));

  it('pays the connected wallet until the user types another address, and makes the link once the amount is valid', async () => {
    const form = createRequestForm();
    expect(await viewOf(form, ADDRESS)).toMatchObject({ address: ADDRESS, addressFromWallet: true, url: undefined, amountError: undefined });
    form.setAmount('0.50');
    form.setNote('  lunch ');
    const ready = await viewOf(form, ADDRESS);
    expect(ready.sol).toBe('0.5');
    expect(ready.url).toBe(paymentRequestUrl(ORIGIN, { recipient: ADDRESS, amount: '0.5', note: 'lunch' }));
    form.setAddress(OTHER);
    expect(await viewOf(form, ADDRESS)).toMatchObject({ address: OTHER, addressFromWallet: false });
    expect(new URL((await viewOf(form, ADDRESS)).url ?? '').searchParams.get('to')).toBe(OTHER);
  });

  it('without a wallet the address is empty and the link waits for it', async () => {
    const form = createRequestForm();
    form.setAmount('1');
    expect(await viewOf(form, undefined)).toMatchObject({ address: '', addressFromWallet: false, url: undefined, addressError: undefined });
  });

  it('says what is wrong with each field and makes no link while any is wrong', async () => {
    const form = createRequestForm();
    form.setAmount('0');
    form.setAddress('not-an-address');
    form.setNote('x'.repeat(MAX_NOTE_LENGTH + 1));
    expect(await viewOf(form, ADDRESS)).toMatchObject({
      amountError: 'The amount must be more than 0 SOL.',
      addressError: 'This is not a valid Solana address.',
      noteError: `Keep the note to ${MAX_NOTE_LENGTH} characters.`,
      url: undefined,
    });
    form.setNote('a\u202eb');
    expect((await viewOf(form, ADDRESS)).noteError).toBe('The note holds control or invisible characters.');
  });
});
