import type { Observable } from 'rxjs';
import { BehaviorSubject, map } from 'rxjs';
import type { PersistedValue } from '../core/persistedValue';
import { type CustomRpcCheck, type RpcConfig, type RpcOption, type SelectedRpc, checkCustomRpc, checkCustomRpcUrl } from './rpcEndpoints';

export interface CustomRpcFormView {
  readonly text: string;
  /** 'URL is invalid!', or the security policy's refusal with what to use instead; none while empty or fine. */
  readonly message: string | undefined;
  readonly canSave: boolean;
}

/**
 * The settings' custom RPC field (spec 001 §2.3): what is typed, checked as it is typed, and
 * Save, enabled only for a URL the app may use. Saving makes it the chosen RPC from the next
 * call and remembers it as the custom one (its row in the list), then empties the field.
 */
export const createCustomRpcForm = ({
  selected,
  config,
  options,
}: {
  selected: PersistedValue<SelectedRpc>;
  config: RpcConfig;
  options: readonly RpcOption[];
}) => {
  const text = new BehaviorSubject('');
  const builtIn = (url: string) => options.some((option) => option.url === url);
  // A built-in option typed out is that option, whatever the profile allows of custom URLs.
  const check = (value: string): CustomRpcCheck => {
    const valid = checkCustomRpcUrl(value);
    return valid.ok && builtIn(valid.url) ? valid : checkCustomRpc(value, config);
  };
  const view$: Observable<CustomRpcFormView> = text.pipe(
    map((value) => {
      if (value.trim() === '') return { text: value, message: undefined, canSave: false };
      const verdict = check(value);
      return { text: value, message: verdict.ok ? undefined : verdict.message, canSave: verdict.ok };
    }),
  );
  return {
    view$,
    setText: (value: string) => text.next(value),
    save: () => {
      const verdict = check(text.value);
      if (!verdict.ok) return;
      selected.set({ url: verdict.url, custom: builtIn(verdict.url) ? selected.current().custom : verdict.url });
      text.next('');
    },
  };
};

export type CustomRpcForm = ReturnType<typeof createCustomRpcForm>;
