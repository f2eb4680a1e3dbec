import { evaluationsVisible, type Role } from '@marketplace/sdk/rules';
import type { Db } from '../../db/index.js';
import { absoluteUrl } from '../user/present.js';

/** An evaluation as stored, with its author's name and face. */
export interface EvaluationRow {
  task_id: number;
  author_id: number;
  author_role: 'poster' | 'taker';
  subject_id: number;
  stars: number;
  content: string;
  pics: string[];
  created_at: number;
  author_name: string;
  author_face: string;
}

/**
 * The two evaluations of a task as one party sees them: `theirs` stays null until both are in
 * or the window closed (double-blind, `evaluationsVisible`); `theirs_waiting` says it is in and
 * hidden, so the screen can say "they evaluated you: evaluate them to see it".
 */
export interface EvaluationPair {
  mine: EvaluationRow | null;
  theirs: EvaluationRow | null;
  theirs_waiting: boolean;
  /** Both evaluations are (or would be) shown to both parties. */
  visible: boolean;
}

/** What a task says about its evaluations (a row of `goods_order_tasks`). */
export interface EvaluatedTask {
  id: number;
  status: string;
  entered_at: number;
  evaluated_by_poster: boolean;
  evaluated_by_taker: boolean;
}

const NONE: EvaluationPair = { mine: null, theirs: null, theirs_waiting: false, visible: false };

/** Whether the two evaluations of a settled task are shown (both in, or the window closed). */
export function pairVisible(task: EvaluatedTask, now: number): boolean {
  return (task.status === 'completed' || task.status === 'split') && evaluationsVisible(task, now);
}

/**
 * The evaluations of each task for the caller in `role` on it (the poster's and the taker's
 * own view; kefu and anyone else get none), one query for all of them.
 */
export async function evaluationPairs(
  db: Db,
  tasks: readonly { task: EvaluatedTask; role: Role }[],
  now: number,
): Promise<EvaluationPair[]> {
  const ids = tasks
    .filter(
      ({ task, role }) =>
        (role === 'poster' || role === 'taker') && (task.evaluated_by_poster || task.evaluated_by_taker),
    )
    .map(({ task }) => task.id);
  const rows = ids.length === 0 ? [] : await selectEvaluations(db).where('e.task_id', 'in', ids).execute();
  return tasks.map(({ task, role }) => {
    if (role !== 'poster' && role !== 'taker') return NONE;
    const of = (author: 'poster' | 'taker') =>
      rows.find((r) => r.task_id === task.id && r.author_role === author) ?? null;
    const visible = pairVisible(task, now);
    const theirs = of(role === 'poster' ? 'taker' : 'poster');
    return {
      mine: of(role),
      theirs: visible ? theirs : null,
      theirs_waiting: !visible && theirs !== null,
      visible,
    };
  });
}

/** Evaluations (`e`) with their author's name and face. */
export function selectEvaluations(db: Db) {
  return db
    .selectFrom('evaluations as e')
    .innerJoin('users as a', 'a.id', 'e.author_id')
    .select([
      'e.task_id',
      'e.author_id',
      'e.author_role',
      'e.subject_id',
      'e.stars',
      'e.content',
      'e.pics',
      'e.created_at',
      'a.s_username as author_name',
      'a.face as author_face',
    ]);
}

/** The contract's `Evaluation`: `{ stars, content, pics, at, by }`, pictures as absolute URLs. */
export function presentEvaluation(row: EvaluationRow, base: string) {
  return {
    stars: row.stars,
    content: row.content,
    pics: row.pics.map((p) => absoluteUrl(base, p)),
    at: row.created_at,
    by: { id: row.author_id, s_username: row.author_name, face: absoluteUrl(base, row.author_face) },
  };
}

/** A pair as the Task shape and `evaluate/detail` give it. */
export function presentPair(pair: EvaluationPair | undefined, base: string) {
  return {
    mine: pair?.mine ? presentEvaluation(pair.mine, base) : null,
    theirs: pair?.theirs ? presentEvaluation(pair.theirs, base) : null,
  };
}
