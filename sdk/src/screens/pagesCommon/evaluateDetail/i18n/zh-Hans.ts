import type { Catalog } from '../../../../i18n';

const zhHans: Catalog = {
  'evaluateDetail.title': '双方评价',
  'evaluateDetail.mine': '我对{name}的评价',
  'evaluateDetail.mineNotYet': '你还没有评价{name}，{date}前都可以评价',
  'evaluateDetail.evaluate': '立即评价',
  'evaluateDetail.mineNever': '你未在{days}天评价期内评价',
  'evaluateDetail.notSettled': '任务完成后才能互相评价',
  'evaluateDetail.theirs': '{name}对你的评价',
  'evaluateDetail.theirsWaiting': '{name}已经评价了你，你也评价后或{date}起即可查看',
  'evaluateDetail.theirsNotYet': '{name}还没有评价你。双方都评价后或{date}起公开',
  'evaluateDetail.theirsNever': '{name}未在评价期内评价你',
  'evaluateDetail.rule': '双盲评价：双方都评价后，或任务完成{days}天后，才能看到对方的评价。',
};

export default zhHans;
