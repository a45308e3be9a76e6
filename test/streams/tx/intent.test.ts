import { firstDifference, shortAddress } from '@streams/tx/intent';

describe('what the user reads when a transaction differs from the intent', () => {
  it('says what differs, with the found value first and what the user asked for second', () => {
    expect(firstDifference([['the order’s receiver', 'Alice', 'Mallory']])).toBe(
      'the order’s receiver is Mallory in the transaction, not the Alice you asked for',
    );
  });

  it('reads a missing value as "none", whether it is null or undefined', () => {
    expect(firstDifference([['the close authority', 'Alice', null]])).toBe('the close authority is none in the transaction, not the Alice you asked for');
    expect(firstDifference([['the close authority', 'Alice', undefined]])).toBe('the close authority is none in the transaction, not the Alice you asked for');
    expect(firstDifference([['the delegate', undefined, 'Mallory']])).toBe('the delegate is Mallory in the transaction, not the none you asked for');
  });

  it('answers the first field that differs and nothing when all match', () => {
    expect(
      firstDifference([
        ['the amount', 5n, 5n],
        ['the receiver', 'Alice', 'Mallory'],
        ['the mint', 'USDC', 'BONK'],
      ]),
    ).toBe('the receiver is Mallory in the transaction, not the Alice you asked for');
    expect(firstDifference([['the amount', 5n, 5n]])).toBeUndefined();
  });

  it('shortens a base58 address longer than 12 characters to its first and last four; 12 stay whole', () => {
    expect(shortAddress('7xKXtg2CW87d97TXJSDpbD5jBkheTqA83TZRuJosgAsU')).toBe('7xKX…gAsU');
    expect(shortAddress('ABCDEFGHJKLMN')).toBe('ABCD…KLMN');
    expect(shortAddress('ABCDEFGHJKLM')).toBe('ABCDEFGHJKLM');
  });

  it('leaves whole what is not a base58 address: a word in its place, or a string with 0, O, I or l', () => {
    expect(shortAddress('an unreadable program')).toBe('an unreadable program');
    for (const outside of ['0', 'O', 'I', 'l']) expect(shortAddress(`ABCDEFGHJKLM${outside}`)).toBe(`ABCDEFGHJKLM${outside}`);
  });
});
