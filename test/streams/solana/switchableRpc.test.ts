import type { SolanaRpc } from '@streams/solana/ports';
import { createSwitchableRpc } from '@streams/solana/switchableRpc';
import { rpcOptions } from '@streams/swap/rpcEndpoints';
import { firstValueFrom, of } from 'rxjs';

describe('the chosen RPC', () => {
  it('each call goes to the URL chosen when it starts; one client per URL', async () => {
    let url = 'http://127.0.0.1:8899';
    const made: string[] = [];
    const rpc = createSwitchableRpc({
      clientFor: (clientUrl) => {
        made.push(clientUrl);
        return { getBlockHeight: () => of(clientUrl === 'http://127.0.0.1:8899' ? 1 : 2) } as unknown as SolanaRpc;
      },
      currentUrl: () => url,
    });
    const call = rpc.getBlockHeight('confirmed');
    url = 'http://127.0.0.1:8898';
    // a call made before the switch but started after it goes to the new choice
    expect(await firstValueFrom(call)).toBe(2);
    url = 'http://127.0.0.1:8899';
    expect(await firstValueFrom(rpc.getBlockHeight('confirmed'))).toBe(1);
    expect(await firstValueFrom(rpc.getBlockHeight('confirmed'))).toBe(1);
    expect(made).toEqual(['http://127.0.0.1:8898', 'http://127.0.0.1:8899']);
  });

  it("the simulator profile offers the simulator's two ports (one ledger), never a mainnet pool", () => {
    const options = rpcOptions({ profile: 'sim', endpoints: { rpc: 'http://127.0.0.1:8899' } as never });
    expect(options.map((option) => [option.name, option.url])).toEqual([
      ['Simulator RPC', 'http://127.0.0.1:8899'],
      ['Simulator RPC (second port)', 'http://127.0.0.1:8898'],
    ]);
  });
});
