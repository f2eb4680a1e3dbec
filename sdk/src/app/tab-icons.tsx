import { Icon } from '../ui/icon';
import clipboardList from '../ui/icons/clipboard-list';
import house from '../ui/icons/house';
import messageCircle from '../ui/icons/message-circle';
import user from '../ui/icons/user';

/** The icons in the order of TAB_ROUTES (homeView, taskCentered, messageCenter, personCenter). */
const ICONS = [house, clipboardList, messageCircle, user];

/**
 * The tab bar's icons: a chunk of their own that the tab bar fetches when it first shows, so
 * the core does not carry them (the labels show at once, the icons a moment later).
 */
export const tabIcon = (i: number) => <Icon svg={ICONS[i] as string} size={22} />;
