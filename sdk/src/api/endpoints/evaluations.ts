import { FIRST_PAGE } from '../../config';
import type { Evaluation } from '../order-types';
import type { RequestOptions, Transport } from '../transport';
import type { Page } from '../types';

/** POST /api/evaluate/create: the caller's evaluation of the other party of a task. */
export const createEvaluation = (
  api: Transport,
  input: { goods_order_task_id: number; stars: number; content: string; pics: string[] },
  opts?: RequestOptions,
) => api.post<Evaluation>('/api/evaluate/create', { ...input, pics: input.pics.join(',') }, opts);

/** GET /api/evaluate/list: the visible evaluations of a user in a role, with the average. */
export const getEvaluations = (
  api: Transport,
  user_id: number | string,
  role: 'as_taker' | 'as_poster',
  page: number = FIRST_PAGE,
  opts?: RequestOptions,
) =>
  api.get<
    Page<Evaluation & { goods_order_task_id: number; title: string }> & { average: number; count: number }
  >('/api/evaluate/list', { user_id, role, page }, opts);

/** GET /api/evaluate/detail: both evaluations of a task (theirs hidden until both are in or the window closed). */
export const getEvaluationPair = (
  api: Transport,
  goods_order_task_id: number | string,
  opts?: RequestOptions,
) =>
  api.get<{ mine: Evaluation | null; theirs: Evaluation | null; evaluate_by: number | null }>(
    '/api/evaluate/detail',
    { goods_order_task_id },
    opts,
  );
