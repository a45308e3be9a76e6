import { createMemoryStorage } from '@streams/core/ports';
import { type CustomRpcFormView, createCustomRpcForm } from '@streams/swap/customRpcForm';
import { RPC_URL_INVALID, createSelectedRpc, rpcOptions } from '@streams/swap/rpcEndpoints';
import { simEndpoints } from '@streams/core/config/endpoints';
import { createRecordingLogger } from '../../support/fakeLogger';

const setup = (profile: 'sim' | 'mainnet') => {
  const selected = createSelectedRpc({ storage: createMemoryStorage(), logger: createRecordingLogger() });
  const options = rpcOptions({ profile, endpoints: simEndpoints('http://127.0.0.1:8787', 'ws://127.0.0.1:8787/ws', 'http://127.0.0.1:8899') });
  const form = createCustomRpcForm({ selected, config: { profile }, options });
  let view: CustomRpcFormView | undefined;
  const watching = form.view$.subscribe((next) => (view = next));
  return { selected, form, view: () => view, watching };
};

describe('the custom RPC field (spec 001 §2.3)', () => {
  it('empty: no message, Save disabled', () => {
    const { view } = setup('sim');
    expect(view()).toEqual({ text: '', message: undefined, canSave: false });
  });

  it("not a URL: 'URL is invalid!', Save disabled, Save does nothing", () => {
    const { form, view, selected } = setup('sim');
    form.setText('localhost 8899');
    expect(view()).toEqual({ text: 'localhost 8899', message: RPC_URL_INVALID, canSave: false });
    form.save();
    expect(selected.current()).toEqual({ url: undefined });
  });

  it('a host the policy does not allow: its reason, Save disabled', () => {
    const { form, view, selected } = setup('sim');
    form.setText('https://example.com');
    expect(view()?.canSave).toBe(false);
    expect(view()?.message).toMatch(/^This app's security policy does not allow connections to example\.com\. Use one of: Helius \(\*\.helius-rpc\.com\), /);
    form.save();
    expect(selected.current()).toEqual({ url: undefined });
  });

  it('an allowed one: Save chooses it and remembers it as the custom RPC, and the field empties', () => {
    const { form, view, selected } = setup('sim');
    form.setText('  http://localhost:8899/  ');
    expect(view()).toEqual({ text: '  http://localhost:8899/  ', message: undefined, canSave: true });
    form.save();
    expect(selected.current()).toEqual({ url: 'http://localhost:8899', custom: 'http://localhost:8899' });
    expect(view()).toEqual({ text: '', message: undefined, canSave: false });
  });

  it('a built-in option typed out is chosen as that option, keeping the custom one remembered; on mainnet the local chain too', () => {
    const sim = setup('sim');
    sim.selected.set({ url: 'http://localhost:8899', custom: 'http://localhost:8899' });
    sim.form.setText('http://127.0.0.1:8898');
    sim.form.save();
    expect(sim.selected.current()).toEqual({ url: 'http://127.0.0.1:8898', custom: 'http://localhost:8899' });
    const mainnet = setup('mainnet');
    mainnet.form.setText('http://127.0.0.1:8899');
    expect(mainnet.view()?.canSave).toBe(true);
    mainnet.form.setText('http://127.0.0.1:8897');
    expect(mainnet.view()?.message).toMatch(/does not allow connections to 127\.0\.0\.1 \(this machine\) in this profile/);
  });
});
