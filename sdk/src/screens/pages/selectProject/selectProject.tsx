import { getCategories } from '../../../api/endpoints/orders';
import type { Category } from '../../../api/order-types';
import { useInstance, useRoute, useStyles, useT } from '../../../app/context';
import { useMemo, useState } from '../../../lib/preact';
import { groupCategories } from '../../../ui/category-groups';
import { Cell, cellSheet } from '../../../ui/cell';
import { fieldSheet } from '../../../ui/field';
import searchIcon from '../../../ui/icons/search';
import { NavBar } from '../../../ui/nav-bar';
import { putPick } from '../../../ui/picks';
import { quietApi } from '../../../ui/quiet-api';
import { EmptyState, ErrorState, Loading } from '../../../ui/states';
import { useLoad } from '../../../ui/use-load';
import { sheet } from './styles';

/**
 * Project selection as a list: categories grouped under their parent, with a filter box.
 * Opened to pick (`?pick=1`, from deliverOrder or modifyOrder; `?selected=` marks the current
 * one) a tap hands the category back (`putPick('category')`) and returns; otherwise a tap
 * starts a task order in that category.
 */
export default function SelectProject() {
  const t = useT();
  useStyles(cellSheet, fieldSheet, sheet);
  const { api, router } = useInstance();
  const { query } = useRoute();
  const quiet = useMemo(() => quietApi(api), [api]);
  const list = useLoad(() => getCategories(quiet), []);
  const [filter, setFilter] = useState('');
  const selected = Number(query.selected) || 0;
  const blocks = useMemo(() => groupCategories(list.data ?? [], filter), [list.data, filter]);

  const choose = (c: Category) => {
    if (query.pick) {
      putPick(router, 'category', c);
      router.navigateBack();
    } else {
      router.navigateTo('deliverOrder', { goods_categorize_id: String(c.id) });
    }
  };

  let body = null;
  if (list.data && !list.data.length) body = <EmptyState text={t('selectProject.empty')} />;
  else if (list.data && !blocks.length)
    body = <EmptyState icon={searchIcon} text={t('selectProject.noMatch', { q: filter.trim() })} />;
  else if (list.data)
    body = blocks.map((b) => (
      <section key={b.parent?.id ?? `top-${b.items[0]?.id}`}>
        {b.parent && <h2 class="mp-proj__head">{b.parent.name}</h2>}
        <div class="mp-group">
          {b.items.map((c) => (
            <Cell
              key={c.id}
              label={c.name}
              value={c.id === selected ? t('selectProject.current') : undefined}
              onClick={() => choose(c)}
            />
          ))}
        </div>
      </section>
    ));
  else if (list.error) body = <ErrorState message={list.error} onRetry={list.reload} />;
  else body = <Loading />;

  return (
    <div class="mp-page">
      <NavBar title={t(query.pick ? 'selectProject.pickTitle' : 'selectProject.title')} />
      <div class="mp-body">
        {!!list.data?.length && (
          <label class="mp-proj__search">
            <span class="mp-sr-only">{t('selectProject.search')}</span>
            <input
              class="mp-field__input"
              type="search"
              value={filter}
              maxLength={40}
              placeholder={t('selectProject.search')}
              onInput={(e) => setFilter(e.currentTarget.value)}
            />
          </label>
        )}
        {body}
      </div>
    </div>
  );
}

export { default as messages } from './messages';
