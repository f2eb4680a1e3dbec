import { FIRST_PAGE } from '../../config';
import type { FeedbackStatus, FeedbackType } from '../../rules/feedback';
import type { RequestOptions, Transport, UploadOptions } from '../transport';
import type { Page } from '../types';

/** An attachment (docs/feedback-api.md, "Files"): links are signed and work until `expires_at`. */
export interface FileInfo {
  id: number;
  name: string;
  mime: string;
  /** Bytes. */
  size: number;
  created_at: number;
  /** Downloads it. */
  url: string;
  /** Shows a picture in place (a PDF downloads either way). */
  preview_url: string;
  expires_at: number;
}

/** One feedback as its author sees it. */
export interface Feedback {
  id: number;
  type: FeedbackType;
  content: string;
  contact: string;
  status: FeedbackStatus;
  goods_order_id: number | null;
  goods_order_task_id: number | null;
  order_title: string | null;
  images: FileInfo[];
  answer: string;
  answered_at: number | null;
  unread: boolean;
  dispute_task_id: number | null;
  created_at: number;
  updated_at: number;
}

export interface FeedbackInput {
  type: FeedbackType;
  content: string;
  contact: string;
  images: number[];
  goods_order_id?: number;
  device: string;
  idempotency_key: string;
}

/** POST /api/file/upload: a PDF or a picture, typed by its content; with progress. */
export const uploadFile = (api: Transport, file: Blob, opts: Omit<UploadOptions, 'field' | 'fields'> = {}) =>
  api.upload<FileInfo>('/api/file/upload', file, { ...opts, field: 'document' });

/** GET /api/file/detail: a file the caller may read, with fresh links. */
export const getFile = (api: Transport, id: number | string, opts?: RequestOptions) =>
  api.get<FileInfo>('/api/file/detail', { id }, opts);

/** POST /api/file/share: attaches the caller's file to a task they are a party of. */
export const shareFile = (api: Transport, id: number, goods_order_task_id: number | string) =>
  api.post<null>('/api/file/share', { id, goods_order_task_id });

/** POST /api/feedback/create: once per idempotency key. */
export const createFeedback = (api: Transport, input: FeedbackInput, opts?: RequestOptions) =>
  api.post<Feedback>(
    '/api/feedback/create',
    {
      ...input,
      images: input.images.join(','),
      goods_order_id: input.goods_order_id ?? '',
    },
    opts,
  );

/** GET /api/feedback/list: the caller's feedback, newest first. */
export const getMyFeedback = (api: Transport, page: number = FIRST_PAGE, opts?: RequestOptions) =>
  api.get<Page<Feedback>>('/api/feedback/list', { page }, opts);

/** GET /api/feedback/detail: opening it clears its unread mark. */
export const getFeedback = (api: Transport, id: number | string, opts?: RequestOptions) =>
  api.get<Feedback>('/api/feedback/detail', { id }, opts);

/** GET /api/feedback/unread: answers not opened yet (the person center's badge). */
export const getFeedbackUnread = (api: Transport, opts?: RequestOptions) =>
  api.get<{ count: number }>('/api/feedback/unread', undefined, opts);
