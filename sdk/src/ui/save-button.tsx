import { checkFavourite, type FavouriteKind, setFavourite } from '../api/endpoints/people';
import { useInstance, useRoute, useStyles, useT } from '../app/context';
import type { Sheet } from '../app/sheets';
import { LOGIN_ROUTE } from '../config';
import { useEffect, useState } from '../lib/preact';
import { useStore } from '../lib/use-store';
import { errorText } from './errors';
import { quietApi } from './quiet-api';
import { PRIMARY } from './theme';

export const saveButtonSheet: Sheet = {
  id: 'saveButton',
  css: `
.mp-save{padding:4px 6px;border:0;background:none;color:inherit;font:inherit;font-size:14px;cursor:pointer;white-space:nowrap}
.mp-save[aria-pressed=true]{color:${PRIMARY};font-weight:600}
`,
};

/**
 * Saves an order or a person to the caller's favourites, or removes it: "☆ Save" / "★ Saved".
 * Asks whether it is saved unless `saved` is given; hidden while that is unknown (or could not
 * be known). Signed out, it leads to sign-in and back.
 *
 * @example <NavBar title={...} right={<SaveButton kind="order" id={order.id} />} />
 */
export function SaveButton({ kind, id, saved: given }: { kind: FavouriteKind; id: number; saved?: boolean }) {
  const t = useT();
  useStyles(saveButtonSheet);
  const { api, router, session, toast } = useInstance();
  const route = useRoute();
  const token = useStore(session.$token);
  const [saved, setSaved] = useState<boolean | null>(given ?? null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (given !== undefined) return setSaved(given);
    if (!token) return setSaved(false);
    let live = true;
    checkFavourite(quietApi(api), kind, id).then(
      (r) => live && setSaved(r.saved),
      () => live && setSaved(null),
    );
    return () => {
      live = false;
    };
  }, [kind, id, given, token?.token]);

  if (saved === null) return null;
  const toggle = async () => {
    if (!token) return router.navigateTo(LOGIN_ROUTE, { redirect: router.href(route) });
    setBusy(true);
    try {
      const r = await setFavourite(quietApi(api), kind, id, !saved);
      setSaved(r.saved);
      toast(t(r.saved ? 'saveButton.added' : 'saveButton.removed'));
    } catch (error) {
      toast(errorText(error, t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" class="mp-save" aria-pressed={saved} disabled={busy} onClick={toggle}>
      {saved ? `★ ${t('saveButton.saved')}` : `☆ ${t('saveButton.save')}`}
    </button>
  );
}
