/**
 * @marketplace/sdk/server: what a host page's server can render of the widget before any script
 * runs (Node 20 and later): the task hall's first page, and home. See docs/embedding.md, "The task
 * hall's first paint from your server" and "Home's first paint from your server".
 *
 * @example
 * import { renderTaskHall } from '@marketplace/sdk/server';
 * const paint = await renderTaskHall({ apiBase: 'https://market.example.com', locale: 'en', nonce });
 */

export type { RenderHomeOptions } from './home';
export { renderHome } from './home';
export type { PaintOptions } from './paint';
export type { RenderTaskHallOptions, TaskHallData } from './task-hall';
export { fetchTaskHall, renderTaskHall, renderTaskHallWith } from './task-hall';
