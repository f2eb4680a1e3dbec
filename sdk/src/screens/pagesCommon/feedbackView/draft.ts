import type { FileInfo } from '../../../api/endpoints/feedback';
import type { FeedbackType } from '../../../rules/feedback';

/** What the form holds; kept in the tab's session storage until it is sent. */
export interface Draft {
  type: FeedbackType | '';
  content: string;
  contact: string;
  orderId: number | null;
  images: FileInfo[];
  /** One key per draft: a send retried after an error is the same feedback. */
  key: string;
}

export const emptyDraft = (): Draft => ({
  type: '',
  content: '',
  contact: '',
  orderId: null,
  images: [],
  key: `fb-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
});

const storageKey = (userId: number) => `mp:feedbackDraft:${userId}`;

/** The saved draft of this person, or null (storage blocked, nothing saved, unreadable). */
export function loadDraft(userId: number): Draft | null {
  try {
    const raw = sessionStorage.getItem(storageKey(userId));
    return raw ? { ...emptyDraft(), ...(JSON.parse(raw) as Partial<Draft>) } : null;
  } catch {
    return null;
  }
}

/** Saves the draft (null: forgets it). Storage may be blocked: the form still works. */
export function saveDraft(userId: number, draft: Draft | null): void {
  try {
    if (draft) sessionStorage.setItem(storageKey(userId), JSON.stringify(draft));
    else sessionStorage.removeItem(storageKey(userId));
  } catch {
    // private mode or storage full: the draft lives as long as the page
  }
}

/** What the SDK tells customer service about the device (spec: device information). */
export function describeDevice(locale: string): string {
  const n = typeof navigator === 'undefined' ? undefined : navigator;
  const s = typeof screen === 'undefined' ? undefined : screen;
  return [n?.userAgent ?? '', s ? `${s.width}x${s.height}` : '', n?.language ?? '', `ui ${locale}`]
    .filter(Boolean)
    .join('; ');
}
