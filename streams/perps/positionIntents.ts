import { type PerpsInstruction, PERPS_PROGRAM, decodePerpsInstruction, usdToMicro } from '../instructions/perps';
import type { ParsedTransaction } from '../solana/wireFormat';
import { fromBaseUnits } from '../swap/baseUnits';
import { type WriteIntent, firstDifference, shortAddress, theOnlyInstruction } from '../tx/intent';
import { SOL_MINT, USDC_MINT, perpsMarketOf } from './markets';
import type {
  AddCollateralRequest,
  ClosePositionRequest,
  EditTriggersRequest,
  OpenPositionRequest,
  PerpsSide,
  RemoveCollateralRequest,
} from './positionRequests';

/**
 * What each position action asked for, as the transaction must carry it (issue 23): the one
 * perps request instruction (streams/instructions/perps.ts) is decoded and every term that
 * decides what the keeper does later is compared with the request the order panel or the
 * position row made — never with the Perps API's answer.
 */

type Kind = PerpsInstruction['instruction'];
type ValueOf<K extends Kind> = Extract<PerpsInstruction, { instruction: K }>['value'];
type Field = readonly [what: string, asked: unknown, found: unknown, show?: (value: unknown) => string];

const sideName = (side: PerpsSide) => (side === 'long' ? 'Long' : 'Short');
const DECIMALS: Readonly<Record<string, number>> = { [SOL_MINT]: 9, [USDC_MINT]: 6 };
const tokenName = (mint: string) => (mint === SOL_MINT ? 'SOL' : mint === USDC_MINT ? 'USDC' : shortAddress(mint));
/** 250000000n micro-USD → '$250'. */
const usd = (micro: unknown) => (typeof micro === 'bigint' ? `$${fromBaseUnits(micro, 6)}` : 'none');
const tokens = (mint: string) => (amount: unknown) => {
  const decimals = DECIMALS[mint];
  return typeof amount === 'bigint' && decimals !== undefined ? `${fromBaseUnits(amount, decimals)} ${tokenName(mint)}` : `${String(amount)} base units`;
};
const market = (mint: unknown) => (typeof mint === 'string' ? (perpsMarketOf(mint)?.symbol ?? shortAddress(mint)) : String(mint));
const mintName = (mint: unknown) => (typeof mint === 'string' ? tokenName(mint) : String(mint));
const key = (value: unknown) => shortAddress(String(value));
const optionalMicro = (price: number | null | undefined) => (price === null || price === undefined ? null : usdToMicro(price));

/**
 * The transaction's one perps request, of the kind asked for and for this wallet, then the
 * first check that finds a difference (each answers it in words, or undefined).
 */
const verifyRequest =
  <K extends Kind>(owner: string, kind: K, ...checks: readonly ((found: ValueOf<K>) => string | undefined)[]) =>
  (tx: ParsedTransaction): string | undefined => {
    const only = theOnlyInstruction(tx, PERPS_PROGRAM, decodePerpsInstruction, 'perps request');
    if (!only.ok) return only.reason;
    if (only.value.instruction !== kind) return `the perps request in the transaction is a ${only.value.instruction}, not the ${kind} you asked for`;
    const found = only.value.value as ValueOf<K>;
    if (found.owner !== owner) return `the perps request is for ${shortAddress(found.owner)} in the transaction, not for your wallet`;
    for (const check of checks) {
      const differs = check(found);
      if (differs !== undefined) return differs;
    }
    return undefined;
  };

const fields =
  <K extends Kind>(list: (found: ValueOf<K>) => readonly Field[]) =>
  (found: ValueOf<K>) =>
    firstDifference(list(found));

/** A close where a close was asked, collateral out where collateral out was asked. */
const closing = (entire: boolean) => (found: ValueOf<'decrease'>) => {
  if ((found.entirePosition === 'true') === entire) return undefined;
  return entire
    ? 'the transaction takes only collateral out, where you asked to close the position'
    : 'the transaction closes the whole position, where you asked to take collateral out';
};

/** The proceeds of a decrease go to the wallet that asked, and in the position's own collateral when the position says which. */
const paidToOwner = (owner: string, receiveMint: string | undefined) => (found: ValueOf<'decrease'>) => {
  if (found.receiver !== owner) return `the proceeds go to ${shortAddress(found.receiver)} in the transaction, not to your wallet`;
  return receiveMint === undefined ? undefined : firstDifference([['the token paid out', receiveMint, found.receiveMint, mintName]]);
};

/** A take profit or stop loss: the same price, or none where none was asked. */
const trigger = (what: string, asked: bigint | null, found: bigint | null): string | undefined => {
  if (asked === found) return undefined;
  if (found === null) return `the transaction has no ${what}, where you asked for ${usd(asked)}`;
  if (asked === null) return `the transaction sets a ${what} of ${usd(found)}, where you asked for none`;
  return firstDifference([[`the ${what}`, asked, found, usd]]);
};
const triggers = (takeProfit: bigint | null, stopLoss: bigint | null) => (found: { readonly takeProfit: bigint | null; readonly stopLoss: bigint | null }) =>
  trigger('take profit', takeProfit, found.takeProfit) ?? trigger('stop loss', stopLoss, found.stopLoss);

const triggersText = (takeProfit: bigint | null, stopLoss: bigint | null) => `take profit ${usd(takeProfit)}, stop loss ${usd(stopLoss)}`;

export const openIntent = (request: OpenPositionRequest): WriteIntent => {
  const [size, takeProfit, stopLoss] = [usdToMicro(request.sizeUsd), optionalMicro(request.takeProfitPriceUsd), optionalMicro(request.stopLossPriceUsd)];
  const collateral = tokens(request.collateralMint);
  const wanted = takeProfit === null && stopLoss === null ? '' : `, ${triggersText(takeProfit, stopLoss)}`;
  return {
    summary: `Open ${sideName(request.side)} ${request.market.symbol}: ${usd(size)} size with ${collateral(request.collateralAmount)} collateral${wanted}`,
    verify: verifyRequest(
      request.signer.publicKey,
      'increase',
      fields<'increase'>((found) => [
        ['the market', request.market.mint, found.market, market],
        ['the side', request.side, found.side],
        ['the collateral token', request.collateralMint, found.collateralMint, mintName],
        ['the collateral', request.collateralAmount, found.collateralAmount, collateral],
        ['the position size', size, found.sizeUsd, usd],
      ]),
      triggers(takeProfit, stopLoss),
    ),
  };
};

export const addCollateralIntent = (request: AddCollateralRequest): WriteIntent => {
  const collateral = tokens(request.collateralMint);
  return {
    summary: `Add ${collateral(request.collateralAmount)} collateral to ${sideName(request.side)} ${request.market.symbol}`,
    verify: verifyRequest(
      request.signer.publicKey,
      'increase',
      fields<'increase'>((found) => [
        ['the position', request.positionKey, found.position, key],
        ['the market', request.market.mint, found.market, market],
        ['the side', request.side, found.side],
        ['the collateral token', request.collateralMint, found.collateralMint, mintName],
        ['the collateral', request.collateralAmount, found.collateralAmount, collateral],
        ['the position size added', 0n, found.sizeUsd, usd],
      ]),
      // None leaves the position's triggers as they are.
      triggers(null, null),
    ),
  };
};

export const removeCollateralIntent = (request: RemoveCollateralRequest): WriteIntent => {
  const owner = request.signer.publicKey;
  const amount = usdToMicro(request.collateralUsd);
  return {
    summary: `Remove ${usd(amount)} of collateral from ${sideName(request.side)} ${request.market.symbol}, paid to your wallet`,
    verify: verifyRequest(
      owner,
      'decrease',
      fields<'decrease'>((found) => [['the position', request.positionKey, found.position, key]]),
      closing(false),
      fields<'decrease'>((found) => [['the collateral taken out', amount, found.collateralUsd, usd]]),
      paidToOwner(owner, request.receiveMint),
    ),
  };
};

export const closeIntent = (request: ClosePositionRequest): WriteIntent => {
  const owner = request.signer.publicKey;
  return {
    summary: `Close ${request.label}, paid to your wallet`,
    verify: verifyRequest(
      owner,
      'decrease',
      fields<'decrease'>((found) => [['the position', request.positionKey, found.position, key]]),
      closing(true),
      // A close takes everything: an amount beside it would be a second instruction in disguise.
      fields<'decrease'>((found) => [['the collateral taken out', 0n, found.collateralUsd, usd]]),
      paidToOwner(owner, request.receiveMint),
    ),
  };
};

export const editTriggersIntent = (request: EditTriggersRequest): WriteIntent => {
  const [takeProfit, stopLoss] = [optionalMicro(request.takeProfitPriceUsd), optionalMicro(request.stopLossPriceUsd)];
  return {
    summary: `Set ${triggersText(takeProfit, stopLoss)}`,
    verify: verifyRequest(
      request.signer.publicKey,
      'tpsl',
      fields<'tpsl'>((found) => [['the position', request.positionKey, found.position, key]]),
      triggers(takeProfit, stopLoss),
    ),
  };
};
