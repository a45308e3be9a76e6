import { lookalikeOf } from '@streams/send';
import type { RecipientBalances } from '@streams/send';
import styles from './SendPage.module.css';

/** An address in groups of four, its first and last four marked: what a person compares. */
export const GroupedAddress = ({ address, testId }: { readonly address: string; readonly testId?: string }) => {
  const head = address.slice(0, 4);
  const middle = address.slice(4, -4);
  const tail = address.slice(-4);
  return (
    <span className={styles.grouped} data-testid={testId}>
      <mark>{head}</mark>
      {middle.match(/.{1,4}/g)?.map((group, index) => (
        // Groups of one address: their place is their identity.
        <span key={index}>{group}</span>
      ))}
      <mark>{tail}</mark>
    </span>
  );
};

/**
 * The recipient as it will be paid: the full address, a warning when it imitates an address the
 * wallet dealt with (address poisoning), a note when it is the wallet itself, and one when the
 * balance service says it holds nothing (a new address: a typo or a wrong paste looks like one). A look-alike
 * must be confirmed before Send works (`confirmed`, `onConfirm`).
 */
export const RecipientCheck = ({
  recipient,
  owner,
  known,
  balances = 'unknown',
  confirmed,
  onConfirm,
}: {
  readonly recipient: string;
  readonly owner: string;
  readonly known: ReadonlySet<string>;
  /** What the recipient's wallet holds, from the balance service. */
  readonly balances?: RecipientBalances;
  readonly confirmed: boolean;
  readonly onConfirm: (confirmed: boolean) => void;
}) => {
  const imitated = lookalikeOf(recipient, known);
  return (
    <div className={styles.recipient}>
      <p className={styles.label}>Sending to</p>
      <GroupedAddress address={recipient} testId="recipient-full" />
      {recipient === owner && <p className={styles.note}>This is your own address.</p>}
      {known.has(recipient) && recipient !== owner && <p className={styles.note}>You have sent to or received from this address before.</p>}
      {balances === 'empty' && !known.has(recipient) && recipient !== owner && (
        <p className={styles.note} data-testid="recipient-empty">
          This address holds nothing yet: a new or unused wallet. Check it is the one you mean.
        </p>
      )}
      {imitated && (
        <div className={styles.warning} role="alert">
          <strong>This address only looks like one you know.</strong>
          <span>It starts and ends like this address, which you have sent to or received from:</span>
          <GroupedAddress address={imitated} />
          <span>The characters between differ. Scammers send small amounts from such look-alikes so that you copy them from your history.</span>
          <label className={styles.confirm}>
            <input type="checkbox" checked={confirmed} onChange={(event) => onConfirm(event.target.checked)} />I have checked every character: send to this
            address
          </label>
        </div>
      )}
    </div>
  );
};

export const needsConfirmation = (recipient: string, known: ReadonlySet<string>): boolean => lookalikeOf(recipient, known) !== undefined;
