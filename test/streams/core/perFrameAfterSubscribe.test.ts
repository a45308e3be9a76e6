import type { SchedulerLike } from 'rxjs';
import { NEVER, Subscription, concatWith, of, startWith } from 'rxjs';
import { perFrameAfterSubscribe } from '@streams/core/perFrameAfterSubscribe';
import { type MarbleContext, marbles } from '../../support/marbles';

/** Frames 16 ms apart on the test's clock: a value a frame later is told apart from one at once. */
const frames = (m: MarbleContext): SchedulerLike => ({
  now: () => m.scheduler.now(),
  schedule: (work, delay = 0, state) => m.scheduler.schedule(work as never, 16 + delay, state),
});

describe('perFrameAfterSubscribe', () => {
  it(
    'what the source gives while being subscribed to comes at once (its latest); later values at most one per frame, the latest of each',
    marbles((m) => {
      // a and b while being subscribed to (startWith gives them then).
      const source = m.cold('--cd 30ms e|').pipe(startWith('a', 'b'));
      // b at 0; c at 2 opens a frame that ends at 18 with d; e at 34 opens one that ends at 50, with the completion.
      m.expect(source.pipe(perFrameAfterSubscribe(frames(m)))).toBeObservable('b 17ms d 31ms (e|)');
    }),
  );

  it(
    'a source with nothing to give at once: its first value waits for the frame, as every later one',
    marbles((m) => {
      m.expect(m.cold('-a').pipe(perFrameAfterSubscribe(frames(m)))).toBeObservable('17ms a');
    }),
  );

  it(
    'an end while subscribing comes after the value known by then: nothing is lost',
    marbles((m) => {
      m.expect(m.cold('|').pipe(startWith('a', 'b'), perFrameAfterSubscribe(frames(m)))).toBeObservable('(b|)');
      m.expect(m.cold('#').pipe(startWith('a'), perFrameAfterSubscribe(frames(m)))).toBeObservable('(a#)');
      m.expect(m.cold('-a#').pipe(perFrameAfterSubscribe(frames(m)))).toBeObservable('--#');
    }),
  );

  it('the value known at subscribe reaches the subscriber before subscribe returns, even when no frame ever comes', () => {
    const noFrames: SchedulerLike = { now: () => 0, schedule: () => Subscription.EMPTY };
    const seen: number[] = [];
    of(1, 2)
      .pipe(concatWith(NEVER), perFrameAfterSubscribe(noFrames))
      .subscribe((value) => seen.push(value));
    expect(seen).toEqual([2]);
  });

  it(
    'unsubscribing drops a value waiting for its frame and leaves the source',
    marbles((m) => {
      const source = m.hot('-a--');
      m.expect(source.pipe(perFrameAfterSubscribe(frames(m))), '^-!').toBeObservable('---');
      m.has(source, '^-!');
    }),
  );
});
