import type { GroupScreens } from '../routes';

/** The pagesManage group's screens (none built yet): a chunk of its own, fetched when a path of the group opens. */
const screens: GroupScreens<'pagesManage'> = {};

export default screens;
