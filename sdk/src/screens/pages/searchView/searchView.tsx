import { search, type Talent } from '../../../api/endpoints/orders';
import type { Order } from '../../../api/order-types';
import { useInstance, useRoute, useStyles, useT } from '../../../app/context';
import { useState } from '../../../lib/preact';
import { CursorList } from '../../../ui/cursor-list';
import searchIcon from '../../../ui/icons/search';
import { NavBar } from '../../../ui/nav-bar';
import { OrderCard } from '../../../ui/order-card';
import { EmptyState } from '../../../ui/states';
import { sheet } from './styles';

type Kind = 'task' | 'talent';
/** The server takes 1-40 characters (docs/orders-api.md). */
const SEARCH_MAX = 40;

/**
 * Search results: the words of `query.str` (and `query.type`: `task` or `talent`), a field to
 * search again, tabs for tasks and talents, keyset "load more". Talents open their page when
 * the app has one (talentInformation), and are plain rows otherwise.
 */
export default function SearchView() {
  const t = useT();
  useStyles(sheet);
  const { api, router } = useInstance();
  const { query } = useRoute();
  const [text, setText] = useState(query.str ?? '');
  const [str, setStr] = useState((query.str ?? '').trim());
  const [kind, setKind] = useState<Kind>(query.type === 'talent' ? 'talent' : 'task');
  const talentPage = !!router.route('talentInformation');

  const tab = (k: Kind, label: string) => (
    <button
      type="button"
      role="tab"
      class="mp-search__tab"
      aria-selected={kind === k}
      onClick={() => setKind(k)}
    >
      {label}
    </button>
  );

  const talent = (p: Talent) => {
    const body = (
      <>
        <span class="mp-search__face" aria-hidden="true">
          {p.face ? <img src={p.face} alt="" /> : (Array.from(p.s_username.trim())[0] ?? '?').toUpperCase()}
        </span>
        <span class="mp-search__name">{p.s_username}</span>
      </>
    );
    return talentPage ? (
      <button
        type="button"
        class="mp-search__person"
        onClick={() => router.navigateTo('talentInformation', { id: p.id })}
      >
        {body}
      </button>
    ) : (
      <div class="mp-search__person">{body}</div>
    );
  };

  return (
    <div class="mp-page">
      <NavBar title={t('searchView.title')} />
      <div class="mp-body">
        <form
          class="mp-search__form"
          onSubmit={(e) => {
            e.preventDefault();
            setStr(text.trim());
          }}
        >
          <input
            type="search"
            value={text}
            maxLength={SEARCH_MAX}
            aria-label={t('searchView.label')}
            placeholder={t('searchView.placeholder')}
            onInput={(e) => setText(e.currentTarget.value)}
          />
          <button type="submit">{t('searchView.submit')}</button>
        </form>
        <div class="mp-search__tabs" role="tablist">
          {tab('task', t('searchView.tasks'))}
          {tab('talent', t('searchView.talents'))}
        </div>
        {!str ? (
          <EmptyState icon={searchIcon} text={t('searchView.prompt')} />
        ) : (
          <CursorList<Order | Talent>
            key={`${kind}:${str}`}
            label={t('searchView.results')}
            load={(cursor) => search(api, str, kind, cursor)}
            render={(item) =>
              kind === 'task' ? <OrderCard order={item as Order} /> : talent(item as Talent)
            }
            empty={<EmptyState icon={searchIcon} text={t('searchView.noResults', { str })} />}
          />
        )}
      </div>
    </div>
  );
}

export { default as messages } from './messages';
