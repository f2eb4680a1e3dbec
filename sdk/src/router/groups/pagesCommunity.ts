import type { GroupScreens } from '../routes';

/** The pagesCommunity group's screens (none built yet): a chunk of its own, fetched when a path of the group opens. */
const screens: GroupScreens<'pagesCommunity'> = {};

export default screens;
