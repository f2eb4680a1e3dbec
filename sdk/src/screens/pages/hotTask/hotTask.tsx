import { getHot } from '../../../api/endpoints/orders';
import { useApi, useStyles, useT } from '../../../app/context';
import { CursorList } from '../../../ui/cursor-list';
import flameIcon from '../../../ui/icons/flame';
import { NavBar } from '../../../ui/nav-bar';
import { OrderCard } from '../../../ui/order-card';
import { EmptyState } from '../../../ui/states';
import { sheet } from './styles';

/** Hot positions: open orders most viewed and applied for over the last days, newer ones weighing more. */
export default function HotTask() {
  const t = useT();
  useStyles(sheet);
  const api = useApi();
  return (
    <div class="mp-page">
      <NavBar title={t('hotTask.title')} />
      <div class="mp-body">
        <p class="mp-hot__intro">{t('hotTask.intro')}</p>
        <CursorList
          label={t('hotTask.title')}
          load={(cursor) => getHot(api, cursor)}
          render={(order) => <OrderCard order={order} />}
          empty={<EmptyState icon={flameIcon} text={t('hotTask.empty')} />}
        />
      </div>
    </div>
  );
}

export { default as messages } from './messages';
