import { type ClaimLinkKind, linkIdOf, linkMax, linkProblem, newLinkSeed } from '@streams/send';
import { useState } from 'react';
import { fromBaseUnits } from '@/components/amount/baseUnits';
import { TransferFields, transferSymbolOf } from '@/components/transfer/TransferFields';
import { useTransferForm } from '@/features/profile/useTransferForm';
import { useWalletStreams } from '@/hooks/facades';
import { useTxCommand } from '@/hooks/useTxCommand';
import { LinkShare } from './LinkShare';
import styles from './Links.module.css';
import { useSend, useSentLinks } from './useSend';
import { linkUrlOf, whatOf } from './linkText';

/** The SOL amounts an invite offers: enough for a friend's first trades. */
const INVITE_AMOUNTS = ['0.01', '0.02', '0.05'] as const;

/**
 * Makes a claim link from the wallet (issue 28 item 2): a token and an amount, no address. The
 * link appears once its funding has landed; an invite carries SOL only, in small amounts.
 */
export const LinkMaker = ({ owner, kind }: { readonly owner: string; readonly kind: ClaimLinkKind }) => {
  const wallet = useWalletStreams();
  const { links } = useSend();
  const sent = useSentLinks(owner);
  const { holdings, rows, form, view, row } = useTransferForm(owner);
  const { running, follow } = useTxCommand();
  const [madeId, setMadeId] = useState<string | undefined>(undefined);
  const invite = kind === 'invite';
  const choices = invite ? rows.filter((candidate) => candidate.native) : rows;
  const sol = rows.find((candidate) => candidate.native)?.amount ?? 0n;
  const problem = row && view.baseUnits !== undefined ? linkProblem(row.native, view.baseUnits, sol) : undefined;
  const most = row ? linkMax(row.native, row.amount) : undefined;
  const limits = row && most !== undefined ? { max: fromBaseUnits(most, row.decimals), half: fromBaseUnits(most / 2n, row.decimals) } : undefined;
  const canMake = row !== undefined && view.baseUnits !== undefined && problem === undefined && running === undefined && (!invite || row.native);
  const made = madeId === undefined ? undefined : sent.find((link) => link.seed === madeId && link.funded);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const signer = wallet.session.currentSigner();
    if (!row || !canMake || view.baseUnits === undefined || !signer) return;
    const seed = newLinkSeed();
    setMadeId(undefined);
    follow(
      links.create({
        signer,
        kind,
        seed,
        mint: row.mint,
        native: row.native,
        symbol: transferSymbolOf(row),
        amount: view.baseUnits,
        amountText: view.amount,
        decimals: row.decimals,
        programId: row.programId,
        sourceAccount: row.accounts[0],
      }),
      (last) => {
        if (last.status !== 'confirmed') return;
        setMadeId(linkIdOf(seed));
        form.reset();
      },
    );
  };

  if (holdings.status === 'loading') return <p className={styles.notice}>Loading your balances…</p>;
  if (holdings.status === 'error') return <p className={styles.notice}>Your balances could not be read. Try again in a moment.</p>;
  if (choices.length === 0)
    return <p className={styles.notice}>{invite ? 'This wallet has no SOL to invite with yet.' : 'This wallet holds nothing to send yet.'}</p>;
  return (
    <>
      <form className={styles.card} onSubmit={submit} noValidate aria-label={invite ? 'Make an invite link' : 'Make a claim link'}>
        {invite ? (
          <fieldset className={styles.presets}>
            <legend>SOL for your friend</legend>
            {INVITE_AMOUNTS.map((amount) => (
              <button
                key={amount}
                type="button"
                className={styles.chip}
                aria-pressed={view.amount === amount && row?.native === true}
                onClick={() => {
                  form.select('native');
                  form.setAmount(amount);
                }}
              >
                {amount} SOL
              </button>
            ))}
          </fieldset>
        ) : (
          <TransferFields rows={choices} view={view} form={form} half withRecipient={false} limits={limits} />
        )}
        {problem && <p className={styles.error}>{problem}</p>}
        <p className={styles.note}>
          {row?.native
            ? 'The link also carries 0.000005 SOL for the claim’s fee, so your friend needs no SOL to claim it.'
            : 'The link also carries about 0.002 SOL: the fee of the claim and the rent of the recipient’s token account. Whatever is not needed arrives with the token.'}
        </p>
        <button type="submit" className={styles.primary} disabled={!canMake}>
          {running ? 'Creating link…' : view.baseUnits !== undefined && row ? `Create link for ${view.amount} ${transferSymbolOf(row)}` : 'Create link'}
        </button>
      </form>
      {made && <LinkShare url={linkUrlOf(links, made)} what={whatOf(made)} id={made.claim} />}
    </>
  );
};
