import { FIRST_PAGE } from '../../config';
import type { Evaluation, Person } from '../order-types';
import type { RequestOptions, Transport } from '../transport';
import type { Page } from '../types';

/** One line of `evaluate/list`: the evaluation, its order, who wrote it and about whom. */
export interface ListedEvaluation extends Evaluation {
  goods_order_task_id: number;
  goods_order_id: number;
  /** The order's title. */
  title: string;
  /** The author's side of the task. */
  author_role: 'poster' | 'taker';
  /** Who was evaluated. */
  about: Person;
  /** Shown to the other party (both are in, or the 14 days passed). */
  visible: boolean;
}

/** Both evaluations of a task as one of its parties sees them (double-blind). */
export interface EvaluationPair {
  mine: Evaluation | null;
  /** Null until both are in or the window closed. */
  theirs: Evaluation | null;
  /** End of the 14 days while the task is settled, else null (Unix seconds). */
  evaluate_by: number | null;
  /** The caller's side of the task. */
  role: 'poster' | 'taker';
  /** Both evaluations are shown to both parties. */
  visible: boolean;
  /** Theirs is in, hidden until the caller evaluates too (or the window closes). */
  theirs_waiting: boolean;
}

/** POST /api/evaluate/create: the caller's evaluation of the other party of a task. */
export const createEvaluation = (
  api: Transport,
  input: { goods_order_task_id: number; stars: number; content: string; pics: string[] },
  opts?: RequestOptions,
) => api.post<Evaluation>('/api/evaluate/create', { ...input, pics: input.pics.join(',') }, opts);

/**
 * GET /api/evaluate/list: the visible evaluations a user received (`received`: both roles;
 * `as_taker`, `as_poster`), or the ones the caller gave (`given`), with the average and count.
 */
export const getEvaluations = (
  api: Transport,
  user_id: number | string,
  role: 'received' | 'as_taker' | 'as_poster' | 'given',
  page: number = FIRST_PAGE,
  opts?: RequestOptions,
) =>
  api.get<Page<ListedEvaluation> & { average: number; count: number }>(
    '/api/evaluate/list',
    { user_id, role, page },
    opts,
  );

/** GET /api/evaluate/detail: both evaluations of a task (theirs hidden until both are in or the window closed). */
export const getEvaluationPair = (
  api: Transport,
  goods_order_task_id: number | string,
  opts?: RequestOptions,
) => api.get<EvaluationPair>('/api/evaluate/detail', { goods_order_task_id }, opts);
