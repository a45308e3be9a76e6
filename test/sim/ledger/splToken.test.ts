import { createMint, getAccount, getMint, getOrCreateAssociatedTokenAccount, mintTo, transfer, TOKEN_PROGRAM_ID } from '@solana/spl-token';
import { Keypair, LAMPORTS_PER_SOL, PublicKey, sendAndConfirmTransaction, SystemProgram, Transaction } from '@solana/web3.js';
import { type Harness, keypair, rpc, startHarness } from './helpers';

/** The unmodified clients against a running clock (a block every 20 ms): web3.js confirmations, spl-token flows. */
describe('ledger with @solana/web3.js and @solana/spl-token (running clock)', () => {
  let harness: Harness;
  let payer: Keypair;
  const ledger = () => harness.running.ledger;

  beforeAll(async () => {
    harness = await startHarness({ slotMs: 20, seed: 11 });
    payer = keypair();
  });
  afterAll(() => harness.close());

  it('funds a wallet by requestAirdrop, confirmed with the blockhash strategy', async () => {
    const latest = await harness.connection.getLatestBlockhash();
    const signature = await harness.connection.requestAirdrop(payer.publicKey, 5 * LAMPORTS_PER_SOL);
    const result = await harness.connection.confirmTransaction({ signature, ...latest });
    expect(result.value.err).toBeNull();
    expect(await harness.connection.getBalance(payer.publicKey)).toBe(5 * LAMPORTS_PER_SOL);
  });

  it('sends and confirms a SOL transfer with sendAndConfirmTransaction', async () => {
    const to = keypair().publicKey;
    const tx = new Transaction().add(SystemProgram.transfer({ fromPubkey: payer.publicKey, toPubkey: to, lamports: LAMPORTS_PER_SOL / 4 }));
    const signature = await sendAndConfirmTransaction(harness.connection, tx, [payer]);
    expect(await harness.connection.getBalance(to)).toBe(LAMPORTS_PER_SOL / 4);
    expect(ledger().getLamports(to.toBase58())).toBe(BigInt(LAMPORTS_PER_SOL / 4));
    expect(ledger().signatureStatus(signature)?.err).toBeNull();
  });

  it('runs createMint, getOrCreateAssociatedTokenAccount, mintTo and transfer, with token balances in the metadata', async () => {
    const mint = await createMint(harness.connection, payer, payer.publicKey, null, 6);
    const source = await getOrCreateAssociatedTokenAccount(harness.connection, payer, mint, payer.publicKey);
    await mintTo(harness.connection, payer, mint, source.address, payer, 7_000_000n);
    const friend = keypair().publicKey;
    const destination = await getOrCreateAssociatedTokenAccount(harness.connection, payer, mint, friend);
    const signature = await transfer(harness.connection, payer, source.address, destination.address, payer, 2_500_000n);

    expect((await getAccount(harness.connection, destination.address)).amount).toBe(2_500_000n);
    expect((await getMint(harness.connection, mint)).supply).toBe(7_000_000n);
    expect(ledger().tokenBalance(friend.toBase58(), mint.toBase58())).toBe(2_500_000n);

    const parsed = await harness.connection.getParsedTokenAccountsByOwner(friend, { mint });
    expect(parsed.value).toHaveLength(1);
    expect(parsed.value[0]?.pubkey.toBase58()).toBe(destination.address.toBase58());
    expect(parsed.value[0]?.account.owner.toBase58()).toBe(TOKEN_PROGRAM_ID.toBase58());
    expect(parsed.value[0]?.account.data).toEqual({
      program: 'spl-token',
      parsed: {
        type: 'account',
        info: {
          isNative: false,
          mint: mint.toBase58(),
          owner: friend.toBase58(),
          state: 'initialized',
          tokenAmount: { amount: '2500000', decimals: 6, uiAmount: 2.5, uiAmountString: '2.5' },
        },
      },
      space: 165,
    });
    const byProgram = await harness.connection.getParsedTokenAccountsByOwner(friend, { programId: TOKEN_PROGRAM_ID });
    expect(byProgram.value).toHaveLength(1);

    const tx = await harness.connection.getTransaction(signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 });
    const keys = tx?.transaction.message.staticAccountKeys.map((key) => key.toBase58()) ?? [];
    const sourceIndex = keys.indexOf(source.address.toBase58());
    const destinationIndex = keys.indexOf(destination.address.toBase58());
    const token = { mint: mint.toBase58(), programId: TOKEN_PROGRAM_ID.toBase58() };
    expect(tx?.meta?.preTokenBalances).toEqual(
      expect.arrayContaining([
        {
          accountIndex: sourceIndex,
          ...token,
          owner: payer.publicKey.toBase58(),
          uiTokenAmount: { amount: '7000000', decimals: 6, uiAmount: 7, uiAmountString: '7' },
        },
        {
          accountIndex: destinationIndex,
          ...token,
          owner: friend.toBase58(),
          uiTokenAmount: { amount: '0', decimals: 6, uiAmount: null, uiAmountString: '0' },
        },
      ]),
    );
    expect(tx?.meta?.postTokenBalances).toEqual(
      expect.arrayContaining([
        {
          accountIndex: sourceIndex,
          ...token,
          owner: payer.publicKey.toBase58(),
          uiTokenAmount: { amount: '4500000', decimals: 6, uiAmount: 4.5, uiAmountString: '4.5' },
        },
        {
          accountIndex: destinationIndex,
          ...token,
          owner: friend.toBase58(),
          uiTokenAmount: { amount: '2500000', decimals: 6, uiAmount: 2.5, uiAmountString: '2.5' },
        },
      ]),
    );
    const parsedTx = await harness.connection.getParsedTransaction(signature, { commitment: 'confirmed', maxSupportedTransactionVersion: 0 });
    expect(parsedTx?.transaction.message.instructions[0]).toMatchObject({
      program: 'spl-token',
      parsed: { type: 'transfer', info: { amount: '2500000', source: source.address.toBase58(), destination: destination.address.toBase58() } },
    });
  });

  it('creates mints and balances directly, keeping supply equal to the balances', async () => {
    const mint = new PublicKey(new Uint8Array(32).fill(77)).toBase58();
    ledger().createMint(mint, 9, { supply: 0n });
    ledger().createMint(mint, 2); // idempotent: the first definition stays
    const owner = keypair().publicKey.toBase58();
    const ata = ledger().setTokenBalance(owner, mint, 1_500_000_000n);
    expect(ledger().tokenBalance(owner, mint)).toBe(1_500_000_000n);
    ledger().setTokenBalance(owner, mint, 500_000_000n);
    const vault = keypair().publicKey.toBase58();
    const poolAuthority = PublicKey.findProgramAddressSync([Buffer.from('pool')], SystemProgram.programId)[0].toBase58(); // off-curve owner
    ledger().setTokenAccount(vault, mint, poolAuthority, 250n);

    const info = await harness.connection.getParsedAccountInfo(new PublicKey(mint));
    expect(info.value?.data).toEqual({
      program: 'spl-token',
      parsed: { type: 'mint', info: { decimals: 9, freezeAuthority: null, isInitialized: true, mintAuthority: ledger().authority(), supply: '500000250' } },
      space: 82,
    });
    expect((await harness.connection.getTokenSupply(new PublicKey(mint))).value).toEqual({
      amount: '500000250',
      decimals: 9,
      uiAmount: 0.50000025,
      uiAmountString: '0.50000025',
    });
    expect((await harness.connection.getTokenAccountBalance(new PublicKey(ata))).value.uiAmountString).toBe('0.5');
    const vaultAccount = await getAccount(harness.connection, new PublicKey(vault));
    expect(vaultAccount.owner.toBase58()).toBe(poolAuthority);
    expect(vaultAccount.amount).toBe(250n);

    const authority = Keypair.fromSecretKey(ledger().authoritySecretKey());
    expect(authority.publicKey.toBase58()).toBe(ledger().authority());
    const multiple = await rpc(harness.running.rpcUrl, 'getMultipleAccounts', [[mint, ata, keypair().publicKey.toBase58()], { encoding: 'base64' }]);
    const values = (multiple.result as { value: unknown[] }).value;
    expect(values[0]).toMatchObject({ owner: TOKEN_PROGRAM_ID.toBase58(), data: [expect.any(String), 'base64'], space: 82 });
    expect(values[2]).toBeNull();
  });

  it('funds a new wallet with the faucet: 10 SOL by a real transfer plus tokens', async () => {
    const mint = new PublicKey(new Uint8Array(32).fill(78)).toBase58();
    ledger().createMint(mint, 6);
    const wallet = keypair().publicKey.toBase58();
    const funded = ledger().faucet(wallet, [{ mint, amount: 42_000_000n }]);
    expect(funded.lamports).toBe(10n * BigInt(LAMPORTS_PER_SOL));
    expect(ledger().tokenBalance(wallet, mint)).toBe(42_000_000n);
    const signature = funded.signature ?? '';
    const latest = await harness.connection.getLatestBlockhash();
    await harness.connection.confirmTransaction({ signature, ...latest });
    expect(await harness.connection.getBalance(new PublicKey(wallet))).toBe(10 * LAMPORTS_PER_SOL);
    const twice = [ledger().faucet(wallet, []).signature ?? '', ledger().faucet(wallet, []).signature ?? ''];
    expect(new Set(twice).size).toBe(2); // same block, same amount: still two transfers
    const fresh = await harness.connection.getLatestBlockhash();
    await Promise.all(twice.map((signature) => harness.connection.confirmTransaction({ signature, ...fresh })));
    expect(await harness.connection.getBalance(new PublicKey(wallet))).toBe(30 * LAMPORTS_PER_SOL);
  });

  it('resets to a fresh runtime and lets listeners re-create state', async () => {
    const mint = new PublicKey(new Uint8Array(32).fill(79)).toBase58();
    const owner = keypair().publicKey.toBase58();
    ledger().createMint(mint, 6);
    ledger().setTokenBalance(owner, mint, 5n);
    const slot = ledger().slot();
    const off = ledger().onReset(() => ledger().createMint(mint, 6));
    ledger().reset();
    off();
    expect(ledger().tokenBalance(owner, mint)).toBe(0n);
    expect(ledger().getLamports(payer.publicKey.toBase58())).toBe(0n);
    expect(await harness.connection.getAccountInfo(new PublicKey(mint))).not.toBeNull();
    expect(ledger().slot()).toBeGreaterThanOrEqual(slot); // the clock keeps running
  });
});
