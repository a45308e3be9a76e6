import { VERIFY_LIMITS, type VerifyErrors } from '@streams/schemas';
import type { SubmitState, VerifyField } from '@streams/verify';
import { useState } from 'react';
import { FormField } from '@/components/FormField';
import { TokenConfirm } from './TokenConfirm';
import layout from '@/components/FormPage.module.css';
import styles from './Verify.module.css';
import { useVerifyForm } from './useVerify';

const SubmitAnswer = ({ submission }: { readonly submission: SubmitState }) => {
  if (submission.status === 'sent')
    return (
      <p className={styles.done} role="status">
        Request sent: {submission.request.symbol} is pending review. Its status shows under Your requests.
      </p>
    );
  if (submission.status === 'refused' || submission.status === 'failed')
    return (
      <p className={styles.error} role="alert">
        {submission.message}
      </p>
    );
  return null;
};

/**
 * The verification form (the real service asks the same): the mint, confirmed by the name and
 * symbol its metadata holds; the project's website and X profile; why it should be verified; a
 * contact if the reviewers may ask. A verified token says so instead of offering the rest.
 */
export const VerifyFormCard = ({ connected, onConnect }: { readonly connected: boolean; readonly onConnect: () => void }) => {
  const { form, view } = useVerifyForm();
  const { fields, token, draft, submission } = view;
  // An empty field is no mistake until Request is pressed: its message waits till then.
  const [tried, setTried] = useState(false);
  const errors = Object.fromEntries(Object.entries(view.errors).filter(([field]) => tried || fields[field as VerifyField] !== '')) as VerifyErrors;
  const input = (field: VerifyField, id: string, extra: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <input
      id={id}
      value={fields[field]}
      onChange={(event) => form.set(field, event.currentTarget.value)}
      aria-invalid={field !== 'mint' && errors[field] ? true : undefined}
      aria-describedby={`${id}-message`}
      autoComplete="off"
      spellCheck={false}
      {...extra}
    />
  );
  const sending = submission.status === 'sending';
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!connected) return onConnect();
    setTried(true);
    if (draft && !sending) form.submit();
  };
  const verified = token.status === 'found' && token.verified;
  return (
    <form className={layout.card} onSubmit={submit} noValidate aria-label="Request verification">
      <FormField
        id="verify-mint"
        label="Token mint address"
        error={token.status === 'malformed' || token.status === 'invalid' || token.status === 'error' ? token.message : undefined}
        help={token.status === 'checking' ? 'Checking the mint…' : undefined}
      >
        {input('mint', 'verify-mint', { placeholder: 'The token’s mint (32 to 44 characters)', maxLength: 100 })}
      </FormField>
      {token.status === 'found' && <TokenConfirm token={token} />}
      {!verified && (
        <>
          <div className={layout.pair}>
            <FormField id="verify-website" label="Project website" error={errors.website}>
              {input('website', 'verify-website', { type: 'url', placeholder: 'https://', maxLength: VERIFY_LIMITS.link * 2 })}
            </FormField>
            <FormField id="verify-twitter" label="X (Twitter) profile" error={errors.twitter}>
              {input('twitter', 'verify-twitter', { type: 'url', placeholder: 'https://x.com/…', maxLength: VERIFY_LIMITS.link * 2 })}
            </FormField>
          </div>
          <FormField
            id="verify-reasons"
            label="Why should it be verified?"
            error={errors.reasons}
            help={`${Array.from(fields.reasons).length}/${VERIFY_LIMITS.reasons}: the product, the team, audits, the community`}
          >
            <textarea
              id="verify-reasons"
              rows={4}
              value={fields.reasons}
              onChange={(event) => form.set('reasons', event.currentTarget.value)}
              aria-invalid={errors.reasons ? true : undefined}
              aria-describedby="verify-reasons-message"
              placeholder="What the project is, who builds it, why holders can trust this mint"
            />
          </FormField>
          <FormField id="verify-contact" label="Contact (optional)" error={errors.contact} help="An e-mail or Telegram handle, if the reviewers may ask">
            {input('contact', 'verify-contact', { maxLength: VERIFY_LIMITS.contact * 2 })}
          </FormField>
          {connected ? (
            <button type="submit" className={`${layout.primary} ${styles.submit}`} disabled={sending || (tried && !draft)}>
              {sending ? 'Sending…' : 'Request verification'}
            </button>
          ) : (
            <button type="submit" className={`${layout.primary} ${styles.submit}`}>
              Connect wallet to request
            </button>
          )}
        </>
      )}
      <SubmitAnswer submission={submission} />
    </form>
  );
};
