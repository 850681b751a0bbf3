/**
 * HTTP calls of the lab's batches (docs/protocol.md, "Lab batches"): run, list, follow, cancel, delete; the files
 * are plain links (the session cookie goes with them).
 */
import type { GridAxis, LabResult, LabSpec } from '../../src/lab/types.ts';
import { call } from './api.ts';
import type { Refusal } from './protocol.ts';

/** Where a batch stands. */
export type LabStatus = 'queued' | 'running' | 'done' | 'cancelled' | 'interrupted' | 'failed';

/** A batch as listed. */
export interface LabBatch {
  id: string;
  game: string;
  spec: LabSpec;
  status: LabStatus;
  done: number;
  total: number;
  seconds: number;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  queuePosition?: number | null;
  error?: Refusal;
}

/** A batch with its result so far (null before its first games). */
export interface LabBatchFull extends LabBatch {
  result: LabResult | null;
}

/** What the Lab page asks for. */
export interface LabRequest {
  game: string;
  grid: (GridAxis | string)[];
  bots: string[];
  games: number;
  seed?: string;
}

/** The statuses of a batch that still changes. */
export const LIVE: readonly LabStatus[] = ['queued', 'running'];

const path = (id: string) => `/api/lab/${encodeURIComponent(id)}`;

export const labApi = {
  run: (r: LabRequest) => call<LabBatch>('POST', '/api/lab', r),
  list: () => call<LabBatch[]>('GET', '/api/lab'),
  get: (id: string) => call<LabBatchFull>('GET', path(id)),
  cancel: (id: string) => call<LabBatch>('POST', `${path(id)}/cancel`),
  remove: (id: string) => call<null>('DELETE', path(id)),
  /** The link of one of a batch's files (`matches.csv`, `summary.csv`, `report.html`). */
  file: (id: string, name: string) => `${path(id)}/${name}`,
};
