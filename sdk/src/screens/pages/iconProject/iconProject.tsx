import { getCategories } from '../../../api/endpoints/orders';
import type { Category } from '../../../api/order-types';
import { useInstance, useRoute, useStyles, useT } from '../../../app/context';
import { useMemo } from '../../../lib/preact';
import { groupCategories } from '../../../ui/category-groups';
import { NavBar } from '../../../ui/nav-bar';
import { putPick } from '../../../ui/picks';
import { quietApi } from '../../../ui/quiet-api';
import { EmptyState, ErrorState, Loading } from '../../../ui/states';
import { useLoad } from '../../../ui/use-load';
import { sheet } from './styles';

/**
 * Project selection as an icon grid (the home page may link here): every category with the
 * icon the server gives, grouped under its parent. In pick mode (`?pick=1`) a tap hands the
 * category back; otherwise it starts a task order in that category.
 */
export default function IconProject() {
  const t = useT();
  useStyles(sheet);
  const { api, router } = useInstance();
  const { query } = useRoute();
  const quiet = useMemo(() => quietApi(api), [api]);
  const list = useLoad(() => getCategories(quiet), []);
  const selected = Number(query.selected) || 0;

  const choose = (c: Category) => {
    if (query.pick) {
      putPick(router, 'category', c);
      router.navigateBack();
    } else {
      router.navigateTo('deliverOrder', { goods_categorize_id: String(c.id) });
    }
  };

  let body = null;
  if (list.data?.length)
    body = groupCategories(list.data).map((b) => (
      <section key={b.parent?.id ?? `top-${b.items[0]?.id}`} class="mp-icons__block">
        {b.parent && <h2 class="mp-icons__head">{b.parent.name}</h2>}
        <ul class="mp-icons__grid">
          {b.items.map((c) => (
            <li key={c.id}>
              <button
                type="button"
                class={`mp-icons__item${c.id === selected ? ' mp-icons__item--on' : ''}`}
                aria-current={c.id === selected ? 'true' : undefined}
                onClick={() => choose(c)}
              >
                <span class="mp-icons__icon" aria-hidden="true">
                  {c.icon ? <img src={c.icon} alt="" loading="lazy" /> : c.name.slice(0, 1)}
                </span>
                <span class="mp-icons__name">{c.name}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
    ));
  else if (list.data) body = <EmptyState text={t('iconProject.empty')} />;
  else if (list.error) body = <ErrorState message={list.error} onRetry={list.reload} />;
  else body = <Loading />;

  return (
    <div class="mp-page">
      <NavBar title={t(query.pick ? 'iconProject.pickTitle' : 'iconProject.title')} />
      <div class="mp-body">{body}</div>
    </div>
  );
}

export { default as messages } from './messages';
