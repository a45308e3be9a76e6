import { distributorClaim } from '../../../streams/instructions/claims';
import { describeLayoutProperties } from '../../support/layoutProperties';

const WALLET = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const JUP = 'JUPyiwrYJFskUPiHa7hkeR8VUtAeFoSYbKedZNsDvCN';
const claim = { claimant: WALLET, id: 'oct-2024-jup', mint: JUP, amount: 42_500_000n, recipient: WALLET };
const spelt = `distributor.claim.v1 claimant=${WALLET} id=oct-2024-jup mint=${JUP} amount=42500000 recipient=${WALLET}`;
const bytes = (text: string) => new TextEncoder().encode(text);

describeLayoutProperties(distributorClaim);

describe('the distributor claim layout', () => {
  it('spells the claim by name, in order', () => {
    expect(new TextDecoder().decode(distributorClaim.encode(claim))).toBe(spelt);
    expect(distributorClaim.decode(bytes(spelt))).toEqual(claim);
  });

  it.each([
    ['an id with a space', spelt.replace('id=oct-2024-jup', 'id=oct 2024')],
    ['an amount with a decimal point', spelt.replace('amount=42500000', 'amount=42.5')],
    ['a recipient that is not an address', spelt.replace(`recipient=${WALLET}`, 'recipient=me')],
    ['the claimant and recipient swapped in order', `distributor.claim.v1 recipient=${WALLET} id=oct-2024-jup mint=${JUP} amount=42500000 claimant=${WALLET}`],
  ])('refuses %s', (_, data) => {
    expect(distributorClaim.decode(bytes(data))).toBeUndefined();
  });
});
