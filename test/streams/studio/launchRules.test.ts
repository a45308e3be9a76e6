import { firstBuyTokens, supplyBaseUnits } from '@streams/instructions/studio';
import { EMPTY_LAUNCH, createLaunchForm } from '@streams/studio/launchForm';
import { type LaunchFields, checkLaunch, launchCostLamports, readImage } from '@streams/studio/launchRules';
import { firstValueFrom } from 'rxjs';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const fields = (overrides: Partial<LaunchFields> = {}): LaunchFields => ({ ...EMPTY_LAUNCH, name: 'Moon Cat', symbol: 'MCAT', ...overrides });

describe('the Studio form rules', () => {
  it('a name and a ticker are enough: 1,000M tokens, no first buy, the fee only', () => {
    const { errors, request } = checkLaunch(fields());
    expect(errors).toEqual({});
    expect(request).toMatchObject({ name: 'Moon Cat', symbol: 'MCAT', supply: 1_000_000_000n, firstBuy: 0n, expectedTokens: 0n, minTokens: 0n });
    expect(launchCostLamports(0n)).toBe(20_000_000n);
  });

  it('a first buy: the exact tokens of the fresh curve, and 1 % under them as the minimum', () => {
    const { request } = checkLaunch(fields({ firstBuy: '1.5' }));
    const exact = firstBuyTokens(supplyBaseUnits(1_000_000_000n), 1_500_000_000n);
    expect(request).toMatchObject({ firstBuy: 1_500_000_000n, expectedTokens: exact, minTokens: (exact * 99n) / 100n });
    expect(launchCostLamports(1_500_000_000n)).toBe(20_000_000n + 1_500_000_000n + 2_039_280n);
  });

  it.each([
    [{ name: '  \u202e\u200b ' }, 'name', 'Give the token a name'],
    [{ name: 'x'.repeat(33) }, 'name', 'At most 32 characters'],
    [{ symbol: '' }, 'symbol', 'Give the token a ticker'],
    [{ symbol: 'ABCDEFGHIJK' }, 'symbol', 'At most 10 characters'],
    [{ description: 'y'.repeat(501) }, 'description', 'At most 500 characters'],
    [{ website: 'javascript:alert(1)' }, 'website', 'Only https links'],
    [{ twitter: 'http://x.com/cat' }, 'twitter', 'Only https links'],
    [{ telegram: 't.me/cat' }, 'telegram', 'Enter a full link (https://…)'],
    [{ supply: '999,999' }, 'supply', 'From 1,000,000 to 1,000,000,000,000 tokens'],
    [{ supply: 'lots' }, 'supply', 'From 1,000,000 to 1,000,000,000,000 tokens'],
    [{ firstBuy: 'abc' }, 'firstBuy', 'Enter an amount of SOL'],
    [{ firstBuy: '50.000000001' }, 'firstBuy', 'At most 50 SOL'],
  ])('%o: %s says "%s"', (overrides, field, message) => {
    const { errors, request } = checkLaunch(fields(overrides));
    expect(errors).toEqual({ [field]: message });
    expect(request).toBeUndefined();
  });

  it('cleans what disguises a name before it counts: the preview shows what will be kept', () => {
    const { request } = checkLaunch(fields({ name: '\u202eMoon\u200b  Cat\u0007', symbol: ' m cat ' }));
    expect(request).toMatchObject({ name: 'Moon Cat', symbol: 'mcat' });
  });

  it('an image is what its bytes say, at most 256 KB', () => {
    expect(readImage(PNG, 'cat.png')).toEqual({ image: { bytes: PNG, type: 'image/png', fileName: 'cat.png' } });
    expect(readImage(new TextEncoder().encode('<svg onload="alert(1)"/>'), 'cat.png')).toEqual({ error: 'Only PNG, JPEG, WebP or GIF images' });
    expect(readImage(new Uint8Array(256 * 1024 + 1), 'big.png')).toEqual({ error: 'The image is 257 KB: at most 256 KB' });
  });

  it('the form model: a refused file says why and keeps the image picked before; reset starts again', async () => {
    const form = createLaunchForm();
    form.pickImage(PNG, 'cat.png');
    form.pickImage(new Uint8Array([1, 2, 3]), 'evil.svg');
    const view = await firstValueFrom(form.view$);
    expect(view.fields.image?.fileName).toBe('cat.png');
    expect(view.errors.image).toBe('Only PNG, JPEG, WebP or GIF images');
    form.set('name', 'Cat');
    form.set('symbol', 'CAT');
    form.pickImage(PNG, 'cat2.png');
    const ready = await firstValueFrom(form.view$);
    expect(ready.request?.image?.fileName).toBe('cat2.png');
    expect(ready.costLamports).toBe(20_000_000n);
    form.reset();
    expect((await firstValueFrom(form.view$)).fields.name).toBe('');
  });
});
