import aboutContract from '../../screens/pages/aboutContract/i18n/zh-Hans';
import aboutUs from '../../screens/pages/aboutUs/i18n/zh-Hans';
import authorisationView from '../../screens/pages/authorisationView/i18n/zh-Hans';
import bargainingList from '../../screens/pages/bargainingList/i18n/zh-Hans';
import bargainingView from '../../screens/pages/bargainingView/i18n/zh-Hans';
import chatViewCards from '../../screens/pages/chatView/cards/i18n/zh-Hans';
import chatView from '../../screens/pages/chatView/i18n/zh-Hans';
import checkLocation from '../../screens/pages/checkLocation/i18n/zh-Hans';
import deliverOrder from '../../screens/pages/deliverOrder/i18n/zh-Hans';
import downloadFile from '../../screens/pages/downloadFile/i18n/zh-Hans';
import editAddress from '../../screens/pages/editAddress/i18n/zh-Hans';
import evaluateServer from '../../screens/pages/evaluateServer/i18n/zh-Hans';
import hotTask from '../../screens/pages/hotTask/i18n/zh-Hans';
import iconProject from '../../screens/pages/iconProject/i18n/zh-Hans';
import loginView from '../../screens/pages/loginView/i18n/zh-Hans';
import manageAddress from '../../screens/pages/manageAddress/i18n/zh-Hans';
import modifyFee from '../../screens/pages/modifyFee/i18n/zh-Hans';
import modifyOrder from '../../screens/pages/modifyOrder/i18n/zh-Hans';
import orderCenter from '../../screens/pages/orderCenter/i18n/zh-Hans';
import orderDetail from '../../screens/pages/orderDetail/i18n/zh-Hans';
import orderList from '../../screens/pages/orderList/i18n/zh-Hans';
import orderPay from '../../screens/pages/orderPay/i18n/zh-Hans';
import personCenter from '../../screens/pages/personCenter/i18n/zh-Hans';
import personCenterNotifications from '../../screens/pages/personCenter/notifications/i18n/zh-Hans';
import realName from '../../screens/pages/realName/i18n/zh-Hans';
import receiverList from '../../screens/pages/receiverList/i18n/zh-Hans';
import recommendTask from '../../screens/pages/recommendTask/i18n/zh-Hans';
import searchView from '../../screens/pages/searchView/i18n/zh-Hans';
import selectCoupon from '../../screens/pages/selectCoupon/i18n/zh-Hans';
import selectMap from '../../screens/pages/selectMap/i18n/zh-Hans';
import selectOrder from '../../screens/pages/selectOrder/i18n/zh-Hans';
import selectProject from '../../screens/pages/selectProject/i18n/zh-Hans';
import talentInformation from '../../screens/pages/talentInformation/i18n/zh-Hans';
import talentList from '../../screens/pages/talentList/i18n/zh-Hans';
import upLoadFile from '../../screens/pages/upLoadFile/i18n/zh-Hans';
import webView from '../../screens/pages/webView/i18n/zh-Hans';
import evaluateCenter from '../../screens/pagesCommon/evaluateCenter/i18n/zh-Hans';
import evaluateDetail from '../../screens/pagesCommon/evaluateDetail/i18n/zh-Hans';
import feedbackView from '../../screens/pagesCommon/feedbackView/i18n/zh-Hans';
import kefuOperation from '../../screens/pagesManage/kefuOperation/i18n/zh-Hans';
import kefuOrder from '../../screens/pagesManage/kefuOrder/i18n/zh-Hans';
import kefuTask from '../../screens/pagesManage/kefuTask/i18n/zh-Hans';
import kefuTrade from '../../screens/pagesManage/kefuTrade/i18n/zh-Hans';
import kefuUser from '../../screens/pagesManage/kefuUser/i18n/zh-Hans';
import browseHistory from '../../screens/pagesPerson/browseHistory/i18n/zh-Hans';
import cashOut from '../../screens/pagesPerson/cashOut/i18n/zh-Hans';
import cashRecord from '../../screens/pagesPerson/cashRecord/i18n/zh-Hans';
import certificationView from '../../screens/pagesPerson/certificationView/i18n/zh-Hans';
import contractList from '../../screens/pagesPerson/contractList/i18n/zh-Hans';
import editInformation from '../../screens/pagesPerson/editInformation/i18n/zh-Hans';
import myCollection from '../../screens/pagesPerson/myCollection/i18n/zh-Hans';
import myPartner from '../../screens/pagesPerson/myPartner/i18n/zh-Hans';
import myTeam from '../../screens/pagesPerson/myTeam/i18n/zh-Hans';
import walletView from '../../screens/pagesPerson/walletView/i18n/zh-Hans';
import community from '../../ui/community/i18n/zh-Hans';
import copyText from '../../ui/copy-text/i18n/zh-Hans';
import countdownButton from '../../ui/countdown-button/i18n/zh-Hans';
import couponCard from '../../ui/coupon-card/i18n/zh-Hans';
import evaluation from '../../ui/evaluation/i18n/zh-Hans';
import kefu from '../../ui/kefu/i18n/zh-Hans';
import myOrderTabs from '../../ui/my-order-tabs/i18n/zh-Hans';
import orderCard from '../../ui/order-card/i18n/zh-Hans';
import orderForm from '../../ui/order-form/i18n/zh-Hans';
import pickers from '../../ui/pickers/i18n/zh-Hans';
import saveButton from '../../ui/save-button/i18n/zh-Hans';
import taskAction from '../../ui/task-action/i18n/zh-Hans';
import withdrawalRow from '../../ui/withdrawal-row/i18n/zh-Hans';
import type { Catalog } from '..';
import lifecycle from '../lifecycle/zh-Hans';

/** Every screen's texts beyond the first load, in Simplified Chinese, in one file (./index.ts). */
const zhHans: Catalog = {
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

export default zhHans;
