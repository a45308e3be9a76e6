import { pageLoading, subscribePageLoads, trackPageLoad } from '@/app/pageLoads';

const deferred = () => {
  let resolve!: (value: string) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<string>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
};

describe('page loads', () => {
  it('is loading while any tracked load is pending, and passes each outcome on', async () => {
    const first = deferred();
    const second = deferred();
    const one = trackPageLoad(first.promise);
    const two = trackPageLoad(second.promise);
    expect(pageLoading()).toBe(true);
    first.resolve('page');
    await expect(one).resolves.toBe('page');
    expect(pageLoading()).toBe(true);
    second.reject(new Error('chunk failed'));
    await expect(two).rejects.toThrow('chunk failed');
    expect(pageLoading()).toBe(false);
  });

  it('tells listeners after the current task, not inside the render that started the load', async () => {
    const heard: boolean[] = [];
    const unsubscribe = subscribePageLoads(() => heard.push(pageLoading()));
    const load = deferred();
    const tracked = trackPageLoad(load.promise);
    expect(heard).toEqual([]);
    await Promise.resolve();
    expect(heard).toEqual([true]);
    load.resolve('page');
    await tracked;
    await Promise.resolve();
    expect(heard).toEqual([true, false]);
    unsubscribe();
  });
});
