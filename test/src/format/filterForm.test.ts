import { activeCriteria, filterFromForm, formFromFilter } from '@/features/pro/filterForm';

describe('filter form', () => {
  it('round-trips a filter', () => {
    const filter = {
      launchpads: ['pump.fun'],
      verified: true,
      minMcap: 1000,
      maxLiquidity: 5e5,
      maxTokenAge: 60,
      searchInclude: ['cat', 'dog'],
      numOfSocials: 2,
    };
    expect(filterFromForm(formFromFilter(filter))).toEqual({ ok: true, filter });
  });

  it('empty boxes and unchecked flags set nothing', () => {
    expect(filterFromForm(formFromFilter({}))).toEqual({ ok: true, filter: {} });
  });

  it('accepts a comma as the decimal separator', () => {
    const form = { ...formFromFilter({}), minBondingCurve: '12,5' };
    expect(filterFromForm(form)).toEqual({ ok: true, filter: { minBondingCurve: 12.5 } });
  });

  it('reports text that is no number on its field', () => {
    expect(filterFromForm({ ...formFromFilter({}), minMcap: '1k' })).toEqual({ ok: false, errors: { minMcap: 'Enter a number' } });
  });

  it("reports an empty keyword with the schema's message", () => {
    expect(filterFromForm({ ...formFromFilter({}), searchExclude: 'rug, , scam' })).toEqual({
      ok: false,
      errors: { searchExclude: 'Keyword cannot be empty' },
    });
  });

  it('keeps at most 5 keywords', () => {
    const result = filterFromForm({ ...formFromFilter({}), searchInclude: 'a, b, c, d, e, f' });
    expect(result.ok && result.filter.searchInclude).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('counts active criteria', () => {
    expect(activeCriteria({ verified: true, minMcap: 0, launchpads: [] })).toBe(2);
  });
});
