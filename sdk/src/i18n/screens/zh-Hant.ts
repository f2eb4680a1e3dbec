import aboutContract from '../../screens/pages/aboutContract/i18n/zh-Hant';
import aboutUs from '../../screens/pages/aboutUs/i18n/zh-Hant';
import authorisationView from '../../screens/pages/authorisationView/i18n/zh-Hant';
import bargainingList from '../../screens/pages/bargainingList/i18n/zh-Hant';
import bargainingView from '../../screens/pages/bargainingView/i18n/zh-Hant';
import chatViewCards from '../../screens/pages/chatView/cards/i18n/zh-Hant';
import chatView from '../../screens/pages/chatView/i18n/zh-Hant';
import checkLocation from '../../screens/pages/checkLocation/i18n/zh-Hant';
import deliverOrder from '../../screens/pages/deliverOrder/i18n/zh-Hant';
import downloadFile from '../../screens/pages/downloadFile/i18n/zh-Hant';
import editAddress from '../../screens/pages/editAddress/i18n/zh-Hant';
import evaluateServer from '../../screens/pages/evaluateServer/i18n/zh-Hant';
import hotTask from '../../screens/pages/hotTask/i18n/zh-Hant';
import iconProject from '../../screens/pages/iconProject/i18n/zh-Hant';
import loginView from '../../screens/pages/loginView/i18n/zh-Hant';
import manageAddress from '../../screens/pages/manageAddress/i18n/zh-Hant';
import modifyFee from '../../screens/pages/modifyFee/i18n/zh-Hant';
import modifyOrder from '../../screens/pages/modifyOrder/i18n/zh-Hant';
import orderCenter from '../../screens/pages/orderCenter/i18n/zh-Hant';
import orderDetail from '../../screens/pages/orderDetail/i18n/zh-Hant';
import orderList from '../../screens/pages/orderList/i18n/zh-Hant';
import orderPay from '../../screens/pages/orderPay/i18n/zh-Hant';
import personCenter from '../../screens/pages/personCenter/i18n/zh-Hant';
import personCenterNotifications from '../../screens/pages/personCenter/notifications/i18n/zh-Hant';
import realName from '../../screens/pages/realName/i18n/zh-Hant';
import receiverList from '../../screens/pages/receiverList/i18n/zh-Hant';
import recommendTask from '../../screens/pages/recommendTask/i18n/zh-Hant';
import searchView from '../../screens/pages/searchView/i18n/zh-Hant';
import selectCoupon from '../../screens/pages/selectCoupon/i18n/zh-Hant';
import selectMap from '../../screens/pages/selectMap/i18n/zh-Hant';
import selectOrder from '../../screens/pages/selectOrder/i18n/zh-Hant';
import selectProject from '../../screens/pages/selectProject/i18n/zh-Hant';
import talentInformation from '../../screens/pages/talentInformation/i18n/zh-Hant';
import talentList from '../../screens/pages/talentList/i18n/zh-Hant';
import upLoadFile from '../../screens/pages/upLoadFile/i18n/zh-Hant';
import webView from '../../screens/pages/webView/i18n/zh-Hant';
import evaluateCenter from '../../screens/pagesCommon/evaluateCenter/i18n/zh-Hant';
import evaluateDetail from '../../screens/pagesCommon/evaluateDetail/i18n/zh-Hant';
import feedbackView from '../../screens/pagesCommon/feedbackView/i18n/zh-Hant';
import kefuOperation from '../../screens/pagesManage/kefuOperation/i18n/zh-Hant';
import kefuOrder from '../../screens/pagesManage/kefuOrder/i18n/zh-Hant';
import kefuTask from '../../screens/pagesManage/kefuTask/i18n/zh-Hant';
import kefuTrade from '../../screens/pagesManage/kefuTrade/i18n/zh-Hant';
import kefuUser from '../../screens/pagesManage/kefuUser/i18n/zh-Hant';
import browseHistory from '../../screens/pagesPerson/browseHistory/i18n/zh-Hant';
import cashOut from '../../screens/pagesPerson/cashOut/i18n/zh-Hant';
import cashRecord from '../../screens/pagesPerson/cashRecord/i18n/zh-Hant';
import certificationView from '../../screens/pagesPerson/certificationView/i18n/zh-Hant';
import contractList from '../../screens/pagesPerson/contractList/i18n/zh-Hant';
import editInformation from '../../screens/pagesPerson/editInformation/i18n/zh-Hant';
import myCollection from '../../screens/pagesPerson/myCollection/i18n/zh-Hant';
import myPartner from '../../screens/pagesPerson/myPartner/i18n/zh-Hant';
import myTeam from '../../screens/pagesPerson/myTeam/i18n/zh-Hant';
import walletView from '../../screens/pagesPerson/walletView/i18n/zh-Hant';
import community from '../../ui/community/i18n/zh-Hant';
import copyText from '../../ui/copy-text/i18n/zh-Hant';
import countdownButton from '../../ui/countdown-button/i18n/zh-Hant';
import couponCard from '../../ui/coupon-card/i18n/zh-Hant';
import evaluation from '../../ui/evaluation/i18n/zh-Hant';
import kefu from '../../ui/kefu/i18n/zh-Hant';
import myOrderTabs from '../../ui/my-order-tabs/i18n/zh-Hant';
import orderCard from '../../ui/order-card/i18n/zh-Hant';
import orderForm from '../../ui/order-form/i18n/zh-Hant';
import pickers from '../../ui/pickers/i18n/zh-Hant';
import saveButton from '../../ui/save-button/i18n/zh-Hant';
import taskAction from '../../ui/task-action/i18n/zh-Hant';
import withdrawalRow from '../../ui/withdrawal-row/i18n/zh-Hant';
import type { Catalog } from '..';
import lifecycle from '../lifecycle/zh-Hant';

/** Every screen's texts beyond the first load, in Traditional Chinese, in one file (./index.ts). */
const zhHant: Catalog = {
  ...lifecycle,
  ...aboutContract,
  ...aboutUs,
  ...authorisationView,
  ...bargainingList,
  ...bargainingView,
  ...chatView,
  ...chatViewCards,
  ...checkLocation,
  ...deliverOrder,
  ...downloadFile,
  ...editAddress,
  ...evaluateServer,
  ...hotTask,
  ...iconProject,
  ...loginView,
  ...manageAddress,
  ...modifyFee,
  ...modifyOrder,
  ...orderCenter,
  ...orderDetail,
  ...orderList,
  ...orderPay,
  ...personCenter,
  ...personCenterNotifications,
  ...realName,
  ...receiverList,
  ...recommendTask,
  ...searchView,
  ...selectCoupon,
  ...selectMap,
  ...selectOrder,
  ...selectProject,
  ...talentInformation,
  ...talentList,
  ...upLoadFile,
  ...webView,
  ...evaluateCenter,
  ...evaluateDetail,
  ...feedbackView,
  ...kefuOperation,
  ...kefuOrder,
  ...kefuTask,
  ...kefuTrade,
  ...kefuUser,
  ...browseHistory,
  ...cashOut,
  ...cashRecord,
  ...certificationView,
  ...contractList,
  ...editInformation,
  ...myCollection,
  ...myPartner,
  ...myTeam,
  ...walletView,
  ...community,
  ...copyText,
  ...countdownButton,
  ...couponCard,
  ...evaluation,
  ...kefu,
  ...myOrderTabs,
  ...orderCard,
  ...orderForm,
  ...pickers,
  ...saveButton,
  ...taskAction,
  ...withdrawalRow,
};

export default zhHant;
