import { atom, type WritableAtom } from 'nanostores';
import { newActionKey } from '../../../api/endpoints/tasks';
import type { Instance } from '../../../app/context';
import { localStorageFor } from '../../../lib/storage';
import type { OrderFields, Photos } from '../../../ui/order-form';
import { quietApi } from '../../../ui/quiet-api';

/** The order form's chunk (ui/order-form), which the screen loads before drawing. */
export type FormModule = typeof import('../../../ui/order-form');

/** What a draft keeps across reloads (hash mode): the fields, the uploaded photos, its key. */
interface Saved {
  user: number | null;
  fields: OrderFields;
  pics: string[];
  key: string;
}

/** The draft of the signed-in user on this instance. */
export interface OrderDraft {
  /** Whose draft it is (null until the user is known after a reload). */
  user: number | null;
  $fields: WritableAtom<OrderFields>;
  photos: Photos;
  /** `idempotency_key` of publishing this draft: the same for every attempt, a new one after a publish. */
  key: string;
  patch(change: Partial<OrderFields>): void;
  /** Forgets the draft: published, or its user signed out. */
  clear(): void;
}

const STORAGE_KEY = 'order-draft';
const drafts = new WeakMap<Instance, OrderDraft>();
const same = (a: number | null, b: number | null) => a === null || b === null || a === b;

/**
 * deliverOrder's draft: one per instance and user, kept while the user moves between screens
 * (photos keep uploading meanwhile) and, in hash mode, across reloads in localStorage. Cleared
 * after a publish and with user data (logout, expired token); another user never sees it.
 *
 * @example const draft = orderDraft(inst, form); draft.patch({ title: 'Fix a tap' });
 */
export function orderDraft(inst: Instance, form: FormModule): OrderDraft {
  const user = inst.session.$user.get()?.id ?? null;
  const held = drafts.get(inst);
  if (held && same(held.user, user)) {
    held.user ??= user;
    return held;
  }
  held?.clear();
  const draft = createDraft(inst, form, user);
  drafts.set(inst, draft);
  return draft;
}

function createDraft(inst: Instance, form: FormModule, user: number | null): OrderDraft {
  const { options } = inst;
  const storage = options.routing === 'hash' ? localStorageFor(options.base) : null;
  const saved = storage?.get<Saved>(STORAGE_KEY);
  const mine = saved && same(saved.user, user) ? saved : null;
  const fields = { ...form.emptyFields(), ...mine?.fields };
  // A draft left yesterday: a service time that has passed starts again from the default.
  const kept = form.clampService(fields.date, fields.time);
  if (kept.date !== fields.date || kept.time !== fields.time) Object.assign(fields, form.defaultService());

  const $fields = atom<OrderFields>(fields);
  const photos = form.createPhotos(quietApi(inst.api), inst.i18n.t, mine?.pics ?? []);
  const save = () =>
    storage?.set(STORAGE_KEY, {
      user: draft.user,
      fields: $fields.get(),
      pics: photos.urls(),
      key: draft.key,
    } satisfies Saved);
  const stops = [$fields.listen(save), photos.$photos.listen(save)];
  const unregister = inst.userData?.register(() => draft.clear());

  const draft: OrderDraft = {
    user: user ?? mine?.user ?? null,
    $fields,
    photos,
    key: mine?.key ?? newActionKey(),
    patch: (change) => $fields.set({ ...$fields.get(), ...change }),
    clear() {
      for (const stop of stops) stop();
      unregister?.();
      storage?.remove(STORAGE_KEY);
      photos.clear();
      if (drafts.get(inst) === draft) drafts.delete(inst);
    },
  };
  return draft;
}
