import { getRecommended } from '../../../api/endpoints/orders';
import { useApi, useInstance, useStyles, useT } from '../../../app/context';
import { useStore } from '../../../lib/use-store';
import { CursorList } from '../../../ui/cursor-list';
import thumbsUpIcon from '../../../ui/icons/thumbs-up';
import { NavBar } from '../../../ui/nav-bar';
import { OrderCard } from '../../../ui/order-card';
import { EmptyState } from '../../../ui/states';
import { useLocation } from '../../../ui/use-location';
import { sheet } from './styles';

/**
 * Recommended orders: open orders in the categories the user posted or took before, nearest
 * first when the browser already shares the location (never asked for here), else newest.
 */
export default function RecommendTask() {
  const t = useT();
  useStyles(sheet);
  const api = useApi();
  const token = useStore(useInstance().session.$token);
  const { here } = useLocation();
  return (
    <div class="mp-page">
      <NavBar title={t('recommendTask.title')} />
      <div class="mp-body">
        <p class="mp-rec__intro">{t(here ? 'recommendTask.introNear' : 'recommendTask.intro')}</p>
        <CursorList
          key={`${token?.token ?? ''}:${here ? `${here.longitude},${here.latitude}` : ''}`}
          label={t('recommendTask.title')}
          load={(cursor) => getRecommended(api, cursor, here)}
          render={(order) => <OrderCard order={order} />}
          empty={<EmptyState icon={thumbsUpIcon} text={t('recommendTask.empty')} />}
        />
      </div>
    </div>
  );
}

export { default as messages } from './messages';
