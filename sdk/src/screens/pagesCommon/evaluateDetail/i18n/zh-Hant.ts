import type { Catalog } from '../../../../i18n';

const zhHant: Catalog = {
  'evaluateDetail.title': '雙方評價',
  'evaluateDetail.mine': '我對{name}的評價',
  'evaluateDetail.mineNotYet': '你還沒有評價{name}，{date}前都可以評價',
  'evaluateDetail.evaluate': '立即評價',
  'evaluateDetail.mineNever': '你未在{days}天評價期內評價',
  'evaluateDetail.notSettled': '任務完成後才能互相評價',
  'evaluateDetail.theirs': '{name}對你的評價',
  'evaluateDetail.theirsWaiting': '{name}已經評價你了，你也評價後或{date}起即可查看',
  'evaluateDetail.theirsNotYet': '{name}還沒有評價你。雙方都評價後或{date}起公開',
  'evaluateDetail.theirsNever': '{name}未在評價期內評價你',
  'evaluateDetail.rule': '雙盲評價：雙方都評價後，或任務完成{days}天後，才看得到對方的評價。',
};

export default zhHant;
