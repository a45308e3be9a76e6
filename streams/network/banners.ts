import type { Observable, SchedulerLike } from 'rxjs';
import { catchError, combineLatest, concat, defer, distinctUntilChanged, filter, map, of, shareReplay, switchMap, timer } from 'rxjs';
import * as z from 'zod/mini';
import { createCachedResource } from '../core/cachedResource';
import type { HttpClient } from '../core/http';
import { createPersistedValue } from '../core/persistedValue';
import type { KeyValueStorage, Logger } from '../core/ports';
import { type SafeLink, createLinkGuard } from '../core/safeLink';
import { BANNER_STALE_MS, BANNER_TICK_MS, REMOTE_CONFIG_STALE_MS } from '../core/timing';
import { type CountdownParts, bannerImageUrl, bannerVisible, countdownParts, nextBoundary } from './bannerRules';
import { BANNER_ID, type Banner, type BannerSlot, bannerMetadataSchema, bannerSchema } from './bannerSchema';

/** A banner as the page shows it. */
export interface ShownBanner {
  readonly id: string;
  readonly title: string;
  readonly imageUrl: string | undefined;
  /** Paragraphs; an action shows only with a link that passed the link rules. */
  readonly paragraphs: readonly { readonly text: string; readonly action: { readonly text: string; readonly link: SafeLink } | undefined }[];
  /** Buttons whose link passed the link rules (the others are dropped and logged). */
  readonly buttons: readonly { readonly text: string; readonly link: SafeLink }[];
  readonly countdown: { readonly text: string; readonly endTime: number; readonly labels: readonly [string, string, string, string] } | undefined;
}

export const BANNER_DISMISSALS_KEY = 'callisto.banner.dismissals';

const MAX_TIMER_MS = 2_000_000_000;

const titleOf = (title: Record<string, string>) => title.en ?? Object.values(title)[0] ?? '';

/**
 * The product banners (spec 000 §2, §4, §7): the static host's /banner/metadata.json names the
 * active banner of each slot (refetched every 60 s while a slot shows: T15), its document
 * /banner/{id}/banner.json is cached for 10 min (T15). A slot shows its banner while the rules
 * allow (started, not expired, closed fewer times than closeCount) and changes by itself at the
 * start and expiry times. Closing counts a dismissal, stored per banner. A document or id that
 * fails its check is logged and shows nothing.
 */
export const createBanners = ({
  http,
  staticHost,
  scheduler,
  logger,
  storage,
}: {
  http: HttpClient;
  staticHost: string;
  scheduler: SchedulerLike;
  logger: Logger;
  storage: KeyValueStorage;
}) => {
  const links = createLinkGuard(logger);
  const dismissals = createPersistedValue<{ readonly counts: Readonly<Record<string, number>> }>({
    storage,
    logger,
    key: BANNER_DISMISSALS_KEY,
    schema: z.object({ counts: z.record(z.string(), z.int().check(z.nonnegative())) }),
    defaults: { counts: {} },
  });
  // noCache: the browser's HTTP cache must not stretch the T15 lives (the host sends max-age).
  const metadata = createCachedResource({
    scheduler,
    staleAfterMs: REMOTE_CONFIG_STALE_MS,
    refetchIntervalMs: REMOTE_CONFIG_STALE_MS,
    fetch: () =>
      http.get(`${staticHost}/banner/metadata.json`, { api: 'Static host', responseName: 'banner metadata', schema: bannerMetadataSchema, noCache: true }).pipe(
        catchError((error: unknown) => {
          logger.warn('Banner metadata ignored', { error: error instanceof Error ? error.message : String(error) });
          return of(undefined);
        }),
      ),
  });
  const documents = new Map<string, Observable<Banner | undefined>>();
  const document$ = (id: string): Observable<Banner | undefined> => {
    let existing = documents.get(id);
    if (!existing) {
      const resource = createCachedResource({
        scheduler,
        staleAfterMs: BANNER_STALE_MS,
        fetch: () =>
          http
            .get(`${staticHost}/banner/${encodeURIComponent(id)}/banner.json`, {
              api: 'Static host',
              responseName: 'banner',
              schema: bannerSchema,
              noCache: true,
            })
            .pipe(
              catchError((error: unknown) => {
                logger.warn('Banner ignored', { id, error: error instanceof Error ? error.message : String(error) });
                return of(undefined);
              }),
            ),
      });
      // Nothing while it loads: a slot keeps what it shows until the answer (no flicker).
      existing = resource.state$.pipe(
        filter((state) => state.status !== 'loading'),
        map((state) => (state.status === 'ready' ? state.value : undefined)),
      );
      documents.set(id, existing);
    }
    return existing;
  };

  const activeId$ = (slot: BannerSlot): Observable<string | undefined> =>
    metadata.state$.pipe(
      filter((state) => state.status !== 'loading'),
      map((state) => {
        const id = state.status === 'ready' ? state.value?.activeBanner[slot] : undefined;
        if (id === undefined || id === null) return undefined;
        if (BANNER_ID.test(id)) return id;
        logger.warn('Unparseable banner id: no banner', { slot, id: id.slice(0, 80) });
        return undefined;
      }),
      distinctUntilChanged(),
    );

  const shown = (banner: Banner, id: string): ShownBanner => {
    const countdown = banner.data.countdownConfig;
    return {
      id,
      title: titleOf(banner.data.title),
      imageUrl: bannerImageUrl(banner.data.imageUrl, id, staticHost),
      paragraphs: banner.data.paragraphs.map((paragraph) => {
        const link = paragraph.actionText ? links.link(paragraph.actionLink, `banner ${id}`) : undefined;
        return { text: paragraph.text, action: paragraph.actionText && link ? { text: paragraph.actionText, link } : undefined };
      }),
      buttons: banner.data.buttons.flatMap((button) => {
        const link = links.link(button.link, `banner ${id}`);
        return link ? [{ text: button.text, link }] : [];
      }),
      countdown: countdown
        ? { text: countdown.text, endTime: countdown.endTime, labels: [countdown.dayLabel, countdown.hourLabel, countdown.minuteLabel, countdown.secondLabel] }
        : undefined,
    };
  };

  /** Shown or not now, then again at each start or expiry to come (a wait beyond 24 days would overflow the timer: never reached in a visit). */
  const overTime = (banner: Banner | undefined, closed: number, id: string): Observable<ShownBanner | undefined> =>
    defer(() => {
      const now = scheduler.now();
      const value = bannerVisible(banner, now, closed) && banner ? shown(banner, id) : undefined;
      const boundary = nextBoundary(banner, now);
      if (boundary === undefined || boundary - now > MAX_TIMER_MS) return of(value);
      return concat(of(value), timer(boundary - now, scheduler).pipe(switchMap(() => overTime(banner, closed, id))));
    });

  /** The banner a slot shows now, or undefined; it changes at the banner's start and expiry. */
  const banner$ = (slot: BannerSlot): Observable<ShownBanner | undefined> =>
    activeId$(slot).pipe(
      switchMap((id) =>
        id === undefined
          ? of(undefined)
          : combineLatest([
              document$(id),
              dismissals.value$.pipe(
                map((value) => value.counts[id] ?? 0),
                distinctUntilChanged(),
              ),
            ]).pipe(switchMap(([banner, closed]) => overTime(banner, closed, id))),
      ),
      distinctUntilChanged((a, b) => a?.id === b?.id && a?.title === b?.title),
      shareReplay({ bufferSize: 1, refCount: true }),
    );

  return {
    banner$,
    /** Closing counts one dismissal of this banner (stored). */
    close: (id: string) => dismissals.update({ counts: { ...dismissals.current().counts, [id]: (dismissals.current().counts[id] ?? 0) + 1 } }),
    /** Time left to `end`, ticking every second (T08) while watched, until it runs out. */
    countdown$: (end: number): Observable<CountdownParts> =>
      timer(0, BANNER_TICK_MS, scheduler).pipe(
        map(() => countdownParts(end, scheduler.now())),
        distinctUntilChanged((a, b) => a.days === b.days && a.hours === b.hours && a.minutes === b.minutes && a.seconds === b.seconds),
      ),
  };
};

export type Banners = ReturnType<typeof createBanners>;
