import type { VerifyRequestView, VerifyStatus, VerifyText } from '../../streams/schemas';

/** A verification request as the service keeps it. */
export interface VerifyRecord extends VerifyText {
  readonly id: string;
  readonly mint: string;
  /** The token's name and symbol as the market lists them when the request came. */
  readonly name: string;
  readonly symbol: string;
  readonly requester: string;
  readonly createdAt: number;
  status: VerifyStatus;
  decidedAt: number | undefined;
  note: string | undefined;
}

/** Requests kept at most; the oldest are forgotten past it (a public form must not grow without end). */
const CAPACITY = 5_000;
/** A wallet's list shows its newest requests, at most this many. */
export const LIST_LIMIT = 50;

/**
 * The verification service's requests: one pending request per mint at a time, each decided
 * once (approved or rejected) by the switchboard, listed per requester newest first.
 */
export const createVerifyStore = () => {
  const records: VerifyRecord[] = [];
  let counter = 0;
  return {
    add: (request: Omit<VerifyRecord, 'id' | 'status' | 'decidedAt' | 'note'>): VerifyRecord => {
      counter += 1;
      const record: VerifyRecord = { ...request, id: `verify-${counter}`, status: 'pending', decidedAt: undefined, note: undefined };
      records.push(record);
      if (records.length > CAPACITY) records.splice(0, records.length - CAPACITY);
      return record;
    },
    pendingOf: (mint: string): VerifyRecord | undefined => records.find((record) => record.mint === mint && record.status === 'pending'),
    byId: (id: string): VerifyRecord | undefined => records.find((record) => record.id === id),
    of: (requester: string): readonly VerifyRecord[] =>
      records
        .filter((record) => record.requester === requester)
        .reverse()
        .slice(0, LIST_LIMIT),
    decide: (record: VerifyRecord, status: Exclude<VerifyStatus, 'pending'>, at: number, note: string | undefined) => {
      record.status = status;
      record.decidedAt = at;
      record.note = note;
    },
    /** Drops every request for a mint (the switchboard's undo). */
    forget: (mint: string): number => {
      const before = records.length;
      for (let index = records.length - 1; index >= 0; index--) if (records[index]?.mint === mint) records.splice(index, 1);
      return before - records.length;
    },
    all: (): readonly VerifyRecord[] => records,
    clear: () => {
      records.length = 0;
    },
  };
};

export type VerifyStore = ReturnType<typeof createVerifyStore>;

const iso = (ms: number) => new Date(ms).toISOString();

/** A record as GET /verify/v1/requests lists it (the requester is the caller: not repeated). */
export const verifyViewOf = (record: VerifyRecord): VerifyRequestView => ({
  id: record.id,
  mint: record.mint,
  name: record.name,
  symbol: record.symbol,
  website: record.website,
  twitter: record.twitter,
  reasons: record.reasons,
  contact: record.contact === '' ? null : record.contact,
  status: record.status,
  createdAt: iso(record.createdAt),
  decidedAt: record.decidedAt === undefined ? null : iso(record.decidedAt),
  note: record.note ?? null,
});
