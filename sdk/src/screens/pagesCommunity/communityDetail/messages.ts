import { communityMessages } from '../../../ui/community/messages';

/** The community's shared texts (`community.*`, ui/community/i18n): en inline, each other locale its own chunk. */
export default communityMessages;
