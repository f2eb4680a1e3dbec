import { useInstance, useT } from '../app/context';
import { Button } from '../ui/button';
import { NavBar } from '../ui/nav-bar';

export { default as messages } from './not-found/messages';

/**
 * The page of an unknown route (or one not built yet): says so, with the usual back button
 * and a way home (`/`: homeView, or the entry of a single view). A lazy chunk like a screen, so the core does not carry the kit for a page
 * rarely seen.
 */
export default function NotFound() {
  const t = useT();
  const { router } = useInstance();
  return (
    <div class="mp-page">
      <NavBar title={t('notFound.title')} />
      <div class="mp-state">
        <p class="mp-state__text">{t('notFound.body')}</p>
        <Button variant="primary" onClick={() => router.reLaunch('/')}>
          {t('notFound.backHome')}
        </Button>
      </div>
    </div>
  );
}
