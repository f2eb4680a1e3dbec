import { mergeMessages } from '../../../i18n/merge';
import { communityMessages } from '../../../ui/community/messages';
import { evaluationMessages } from '../../../ui/evaluation';

/** The community's texts and the evaluations' (stars, dates). */
export default mergeMessages(communityMessages, evaluationMessages);
