import { getBanners, getShareConfig } from '../../../api/endpoints/content';
import type { Banner, ShareItem } from '../../../api/types';
import { useApi, useInstance, useRouter, useStyles, useT } from '../../../app/context';
import { HOME_ROUTE, type TabName } from '../../../config';
import { useEffect, useRef, useState } from '../../../lib/preact';
import { copyText } from '../../../ui/copy-text';
import { Icon } from '../../../ui/icon';
import circlePlus from '../../../ui/icons/circle-plus';
import clipboardList from '../../../ui/icons/clipboard-list';
import flame from '../../../ui/icons/flame';
import info from '../../../ui/icons/info';
import messageCircle from '../../../ui/icons/message-circle';
import share2 from '../../../ui/icons/share-2';
import store from '../../../ui/icons/store';
import thumbsUp from '../../../ui/icons/thumbs-up';
import user from '../../../ui/icons/user';
import users from '../../../ui/icons/users';
import { NavBar } from '../../../ui/nav-bar';
import { quietApi } from '../../../ui/quiet-api';
import { ErrorState, Loading } from '../../../ui/states';
import { useLoad } from '../../../ui/use-load';
import { sheet } from './styles';

/** How long a banner stays before the carousel moves on (a design choice; the spec is silent). */
const AUTO_ADVANCE_MS = 4000;
/** Horizontal travel that counts as a swipe. */
const SWIPE_PX = 40;

function Carousel({ banners, onOpen }: { banners: Banner[]; onOpen: (b: Banner) => void }) {
  const t = useT();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const startX = useRef<number | null>(null);
  const swiped = useRef(false);
  const n = banners.length;
  const go = (i: number) => setIndex(((i % n) + n) % n);

  useEffect(() => {
    const still = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (n < 2 || paused || still) return;
    const id = setInterval(() => setIndex((i) => (i + 1) % n), AUTO_ADVANCE_MS);
    return () => clearInterval(id);
  }, [n, paused]);

  return (
    <section
      class="mp-carousel"
      aria-roledescription="carousel"
      aria-label={t('homeView.banners')}
      onPointerDown={(e) => {
        startX.current = e.clientX;
      }}
      onPointerUp={(e) => {
        const dx = startX.current == null ? 0 : e.clientX - startX.current;
        startX.current = null;
        swiped.current = Math.abs(dx) > SWIPE_PX; // the click that follows is not a tap
        if (swiped.current) go(index + (dx < 0 ? 1 : -1));
      }}
      onFocusCapture={() => setPaused(true)}
      onBlurCapture={() => setPaused(false)}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      <div class="mp-carousel__track" style={{ transform: `translateX(-${index * 100}%)` }}>
        {banners.map((b, i) => (
          <button
            key={b.id}
            type="button"
            class="mp-carousel__slide"
            aria-label={b.title || t('homeView.slide', { index: i + 1, total: n })}
            aria-hidden={i !== index || undefined}
            tabIndex={i === index ? 0 : -1}
            onClick={() => {
              if (!swiped.current) onOpen(b);
              swiped.current = false;
            }}
          >
            <img src={b.image} alt="" />
          </button>
        ))}
      </div>
      {n > 1 && (
        <div class="mp-carousel__dots">
          {banners.map((b, i) => (
            <button
              key={b.id}
              type="button"
              class="mp-carousel__dot"
              aria-label={t('homeView.slide', { index: i + 1, total: n })}
              aria-current={i === index}
              onClick={() => go(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}

interface Entry {
  route: string;
  label: string;
  tab: boolean;
  icon: string;
}

/** Home: banners, shortcuts to the areas that exist, and sharing. */
export default function HomeView() {
  const t = useT();
  useStyles(sheet);
  const inst = useInstance();
  const router = useRouter();
  const api = useApi();
  const banners = useLoad(() => getBanners(api, 'home'), [api]);
  const share = useRef<Promise<ShareItem[]> | null>(null);
  const homePath = router.route(HOME_ROUTE)?.path ?? '/pages/homeView/homeView';

  const open = (b: Banner) => {
    if (b.link_type === 'route' && b.link) router.navigate(b.link);
    else if (b.link_type === 'web' && b.link) router.navigateTo('webView', { url: b.link });
  };

  async function onShare() {
    share.current ??= getShareConfig(quietApi(api)).catch(() => []);
    const item = (await share.current).find((s) => s.page === homePath);
    const url = `${new URL(inst.options.base, location.href).href.split('#')[0]}#${homePath}`;
    const title = item?.title || t('homeView.productName');
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: title, url });
        return;
      } catch (err) {
        if ((err as Error).name === 'AbortError') return; // the user closed the share sheet
      }
    }
    await copyText(url, inst, 'homeView.linkCopied');
  }

  const entries: Entry[] = [
    { route: 'deliverOrder', label: t('homeView.deliverOrder'), tab: false, icon: circlePlus },
    { route: 'taskCentered', label: t('common.tabTaskHall'), tab: true, icon: clipboardList },
    { route: 'hotTask', label: t('homeView.hotTask'), tab: false, icon: flame },
    { route: 'recommendTask', label: t('homeView.recommendTask'), tab: false, icon: thumbsUp },
    { route: 'messageCenter', label: t('common.tabMessages'), tab: true, icon: messageCircle },
    { route: 'personCenter', label: t('common.tabMe'), tab: true, icon: user },
    { route: 'aboutUs', label: t('homeView.aboutUs'), tab: false, icon: info },
  ].filter((e) => router.route(e.route));
  // community (issue 12): group routes, always built; the group's table loads when one opens
  entries.push(
    {
      route: '/pagesCommunity/infoCommunity/infoCommunity',
      label: t('homeView.community'),
      tab: false,
      icon: users,
    },
    {
      route: '/pagesCommunity/businessList/businessList',
      label: t('homeView.businesses'),
      tab: false,
      icon: store,
    },
  );

  return (
    <div class="mp-page">
      <NavBar
        title={t('homeView.title')}
        right={
          <button type="button" class="mp-icon-btn" aria-label={t('homeView.share')} onClick={onShare}>
            <Icon svg={share2} />
          </button>
        }
      />
      <div class="mp-body">
        {banners.loading && !banners.data ? (
          <Loading />
        ) : banners.error && !banners.data ? (
          <ErrorState message={banners.error} onRetry={banners.reload} />
        ) : banners.data?.length ? (
          <Carousel banners={banners.data} onOpen={open} />
        ) : null}
        {entries.length > 0 && (
          <nav class="mp-grid" aria-label={t('homeView.entries')}>
            {entries.map((e) => (
              <button
                key={e.route}
                type="button"
                class="mp-grid__item"
                onClick={() => (e.tab ? router.switchTab(e.route as TabName) : router.navigateTo(e.route))}
              >
                <span class="mp-grid__icon">
                  <Icon svg={e.icon} />
                </span>
                {e.label}
              </button>
            ))}
          </nav>
        )}
      </div>
    </div>
  );
}

export { default as messages } from './messages';
