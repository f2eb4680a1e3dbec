import {
  type Actor,
  checkFields,
  EVALUATION_WINDOW_SECONDS,
  EVIDENCE_PHOTOS_MAX,
  TEXT_MAX_LENGTH,
} from '@marketplace/sdk/rules';
import { sql } from 'kysely';
import { type Clock, unixSeconds } from '../../clock.js';
import type { Db } from '../../db/index.js';
import { AppError, invalidField, TextRefusedError } from '../../kernel/errors.js';
import { parseEnum, requireId } from '../../kernel/input.js';
import { PAGE_SIZE, parsePage } from '../../kernel/paging.js';
import { transact } from '../../kernel/transaction.js';
import type { Viewer } from '../../kernel/viewer.js';
import { deadlinesOf } from '../tasks/facts.js';
import type { TaskService } from '../tasks/service.js';
import { type EvaluationPair, type EvaluationRow, evaluationPairs, selectEvaluations } from './pairs.js';

const UPLOAD_PATH = /^\/uploads\/([0-9a-f]{32}\.(?:jpg|png|gif|webp))$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what we reject.
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/;

/** What `evaluate/list` lists: evaluations a user received (in a role, or both), or gave. */
export const LIST_ROLES = ['received', 'as_taker', 'as_poster', 'given'] as const;
export type ListRole = (typeof LIST_ROLES)[number];

export interface CreateInput {
  goods_order_task_id: string | undefined;
  stars: string | undefined;
  content: string | undefined;
  pics: string | undefined;
}

/** One line of `evaluate/list`: the evaluation, its task's order title, who it is about. */
export interface ListedEvaluation extends EvaluationRow {
  order_id: number;
  title: string;
  subject_name: string;
  subject_face: string;
  visible: boolean;
}

function parseStars(raw: string | undefined): number {
  if (raw === undefined || !/^[1-5]$/.test(raw.trim())) {
    throw new AppError('invalid', 'error.stars', { field: 'stars' });
  }
  return Number(raw.trim());
}

/** 0 to 140 characters (line breaks allowed), and nothing on the blocked list. */
function parseContent(raw: string | undefined): string {
  const text = (raw ?? '').replace(/\r\n?/g, '\n').trim();
  if ([...text].length > TEXT_MAX_LENGTH) {
    throw new AppError('invalid', 'error.evaluationLength', { field: 'content', max: TEXT_MAX_LENGTH });
  }
  if (CONTROL.test(text)) throw invalidField('content');
  const verdict = checkFields({ content: text });
  if (!verdict.ok) throw new TextRefusedError(verdict.category, 'content');
  return text;
}

/** Upload paths of this server (absolute URLs or `/uploads/...`), comma-separated, at most 9. */
function parsePics(raw: string | undefined, base: string): string[] {
  if (raw === undefined || raw.trim() === '') return [];
  const items = raw.split(',').map((s) => s.trim());
  if (items.length > EVIDENCE_PHOTOS_MAX) throw invalidField('pics', 'error.orderPics');
  return items.map((item) => {
    const path = item.startsWith(`${base}/`) ? item.slice(base.length) : item;
    if (!UPLOAD_PATH.test(path)) throw invalidField('pics', 'error.orderPics');
    return path;
  });
}

/**
 * Evaluations (evaluateServer, evaluateCenter, evaluateDetail): one per party of a settled task,
 * taken as the `evaluate` transition (docs/lifecycle.md), double-blind for 14 days.
 */
export class EvaluationService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #tasks: TaskService;

  constructor(deps: { db: Db; clock: Clock; tasks: TaskService }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#tasks = deps.tasks;
  }

  /**
   * The caller evaluates the other party of a task: the order and the task are locked, the
   * `evaluate` transition is checked and logged by the tasks' own code (state `completed` or
   * `split`, once per party, within the window), and the evaluation is written beside it.
   */
  async create(viewer: Viewer, input: CreateInput, base: string): Promise<EvaluationRow> {
    const id = requireId('goods_order_task_id', input.goods_order_task_id);
    const stars = parseStars(input.stars);
    const content = parseContent(input.content);
    const pics = parsePics(input.pics, base);
    // Opened with `transact`: what the transition's effects push after the commit is pushed.
    await transact(this.#db, async (tx) => {
      const locked = await this.#tasks.lock(tx, id);
      const { task, order } = locked;
      const role =
        viewer.userId === order.poster_id
          ? 'poster'
          : viewer.userId === task.taker_id
            ? 'taker'
            : viewer.role === 'kefu'
              ? 'kefu'
              : null;
      if (role === null) throw new AppError('notFound', 'error.taskNotFound');
      const actor: Actor = { role, id: viewer.userId };
      if (pics.length > 0) {
        const names = pics.map((p) => p.slice('/uploads/'.length));
        const found = await tx.selectFrom('uploads').select('name').where('name', 'in', names).execute();
        if (found.length !== new Set(names).size) throw invalidField('pics', 'error.orderPics');
      }
      await this.#tasks.takeAs(tx, locked, 'evaluate', actor);
      await tx
        .insertInto('evaluations')
        .values({
          task_id: task.id,
          author_id: viewer.userId,
          author_role: role === 'poster' ? 'poster' : 'taker',
          subject_id: role === 'poster' ? task.taker_id : order.poster_id,
          stars,
          content,
          pics: JSON.stringify(pics),
          created_at: unixSeconds(this.#clock),
        })
        .execute();
    });
    return selectEvaluations(this.#db)
      .where('e.task_id', '=', id)
      .where('e.author_id', '=', viewer.userId)
      .executeTakeFirstOrThrow();
  }

  /**
   * evaluateDetail: both evaluations of a task for its poster or taker (anyone else: not
   * found), theirs hidden until both are in or the window closed; `evaluate_by` is the end of
   * the window while the task is settled.
   */
  async detail(
    viewer: Viewer,
    idRaw: string | undefined,
  ): Promise<EvaluationPair & { evaluate_by: number | null; role: 'poster' | 'taker' }> {
    const id = requireId('goods_order_task_id', idRaw);
    const task = await this.#db
      .selectFrom('goods_order_tasks')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    const order = task
      ? await this.#db
          .selectFrom('goods_orders')
          .selectAll()
          .where('id', '=', task.order_id)
          .executeTakeFirst()
      : undefined;
    if (!task || !order) throw new AppError('notFound', 'error.taskNotFound');
    const role =
      viewer.userId === order.poster_id ? 'poster' : viewer.userId === task.taker_id ? 'taker' : null;
    if (role === null) throw new AppError('notFound', 'error.taskNotFound');
    const now = unixSeconds(this.#clock);
    const [pair] = await evaluationPairs(this.#db, [{ task, role }], now);
    return {
      ...(pair as EvaluationPair),
      evaluate_by: deadlinesOf(task, order).evaluate_by ?? null,
      role,
    };
  }

  /**
   * evaluateCenter and talentInformation: the evaluations a user received (`as_taker`: from
   * posters; `as_poster`: from takers; `received`: both), shown once visible, with their
   * average and count; or (`given`, the caller's own only) what the caller wrote, hidden or not.
   */
  async list(
    viewer: Viewer | null,
    input: { user_id: string | undefined; role: string | undefined; page: string | undefined },
  ) {
    const userId = requireId('user_id', input.user_id);
    const role = parseEnum('role', input.role, LIST_ROLES, 'received');
    const page = parsePage(input.page);
    if (role === 'given' && viewer?.userId !== userId) throw new AppError('forbidden', 'error.forbidden');
    const now = unixSeconds(this.#clock);
    const visible = sql<boolean>`((t.evaluated_by_poster and t.evaluated_by_taker) or t.entered_at + ${EVALUATION_WINDOW_SECONDS}::bigint <= ${now}::bigint)`;
    const base = this.#db
      .selectFrom('evaluations as e')
      .innerJoin('goods_order_tasks as t', 't.id', 'e.task_id')
      .where((eb) => {
        if (role === 'given') return eb('e.author_id', '=', userId);
        const about = eb('e.subject_id', '=', userId);
        const shown = eb.and([about, visible]);
        if (role === 'as_taker') return eb.and([shown, eb('e.author_role', '=', 'poster')]);
        if (role === 'as_poster') return eb.and([shown, eb('e.author_role', '=', 'taker')]);
        return shown;
      });
    const summary = await base
      .select((eb) => [eb.fn.countAll<string>().as('count'), eb.fn.avg<string>('e.stars').as('average')])
      .executeTakeFirstOrThrow();
    const rows = await base
      .innerJoin('goods_orders as o', 'o.id', 't.order_id')
      .innerJoin('users as a', 'a.id', 'e.author_id')
      .innerJoin('users as s', 's.id', 'e.subject_id')
      .select([
        'e.id',
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
        's.s_username as subject_name',
        's.face as subject_face',
        'o.id as order_id',
        'o.title',
        visible.as('visible'),
      ])
      .orderBy('e.id', 'desc')
      .limit(PAGE_SIZE + 1)
      .offset((page - 1) * PAGE_SIZE)
      .execute();
    const count = Number(summary.count);
    return {
      items: rows.slice(0, PAGE_SIZE) as ListedEvaluation[],
      // One decimal, as a star rating is read.
      average: count === 0 ? 0 : Math.round(Number(summary.average) * 10) / 10,
      count,
      page,
      page_size: PAGE_SIZE,
      has_more: rows.length > PAGE_SIZE,
    };
  }
}
