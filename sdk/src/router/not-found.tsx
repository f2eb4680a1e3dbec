import { useInstance, useT } from '../app/context';
import { HOME_ROUTE } from '../config';
import { Button } from '../ui/button';

/**
 * The page of an unknown route (or one not built yet): says so and offers a way home. A lazy
 * chunk like a screen, so the core does not carry the kit's button for a page rarely seen.
 */
export default function NotFound() {
  const t = useT();
  const { router } = useInstance();
  return (
    <div class="mp-page">
      <div class="mp-state">
        <h1 class="mp-state__text">{t('common.notFoundTitle')}</h1>
        <p class="mp-state__text">{t('common.notFoundBody')}</p>
        <Button variant="primary" onClick={() => router.reLaunch(HOME_ROUTE)}>
          {t('common.backHome')}
        </Button>
      </div>
    </div>
  );
}
