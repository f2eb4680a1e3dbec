import aboutContract from '../../screens/pages/aboutContract/i18n/en';
import aboutUs from '../../screens/pages/aboutUs/i18n/en';
import authorisationView from '../../screens/pages/authorisationView/i18n/en';
import bargainingList from '../../screens/pages/bargainingList/i18n/en';
import bargainingView from '../../screens/pages/bargainingView/i18n/en';
import chatViewCards from '../../screens/pages/chatView/cards/i18n/en';
import chatView from '../../screens/pages/chatView/i18n/en';
import checkLocation from '../../screens/pages/checkLocation/i18n/en';
import deliverOrder from '../../screens/pages/deliverOrder/i18n/en';
import downloadFile from '../../screens/pages/downloadFile/i18n/en';
import editAddress from '../../screens/pages/editAddress/i18n/en';
import evaluateServer from '../../screens/pages/evaluateServer/i18n/en';
import hotTask from '../../screens/pages/hotTask/i18n/en';
import iconProject from '../../screens/pages/iconProject/i18n/en';
import loginView from '../../screens/pages/loginView/i18n/en';
import manageAddress from '../../screens/pages/manageAddress/i18n/en';
import modifyFee from '../../screens/pages/modifyFee/i18n/en';
import modifyOrder from '../../screens/pages/modifyOrder/i18n/en';
import orderCenter from '../../screens/pages/orderCenter/i18n/en';
import orderDetail from '../../screens/pages/orderDetail/i18n/en';
import orderList from '../../screens/pages/orderList/i18n/en';
import orderPay from '../../screens/pages/orderPay/i18n/en';
import personCenter from '../../screens/pages/personCenter/i18n/en';
import personCenterNotifications from '../../screens/pages/personCenter/notifications/i18n/en';
import realName from '../../screens/pages/realName/i18n/en';
import receiverList from '../../screens/pages/receiverList/i18n/en';
import recommendTask from '../../screens/pages/recommendTask/i18n/en';
import searchView from '../../screens/pages/searchView/i18n/en';
import selectCoupon from '../../screens/pages/selectCoupon/i18n/en';
import selectMap from '../../screens/pages/selectMap/i18n/en';
import selectOrder from '../../screens/pages/selectOrder/i18n/en';
import selectProject from '../../screens/pages/selectProject/i18n/en';
import talentInformation from '../../screens/pages/talentInformation/i18n/en';
import talentList from '../../screens/pages/talentList/i18n/en';
import upLoadFile from '../../screens/pages/upLoadFile/i18n/en';
import webView from '../../screens/pages/webView/i18n/en';
import evaluateCenter from '../../screens/pagesCommon/evaluateCenter/i18n/en';
import evaluateDetail from '../../screens/pagesCommon/evaluateDetail/i18n/en';
import feedbackView from '../../screens/pagesCommon/feedbackView/i18n/en';
import kefuOperation from '../../screens/pagesManage/kefuOperation/i18n/en';
import kefuOrder from '../../screens/pagesManage/kefuOrder/i18n/en';
import kefuTask from '../../screens/pagesManage/kefuTask/i18n/en';
import kefuTrade from '../../screens/pagesManage/kefuTrade/i18n/en';
import kefuUser from '../../screens/pagesManage/kefuUser/i18n/en';
import browseHistory from '../../screens/pagesPerson/browseHistory/i18n/en';
import cashOut from '../../screens/pagesPerson/cashOut/i18n/en';
import cashRecord from '../../screens/pagesPerson/cashRecord/i18n/en';
import certificationView from '../../screens/pagesPerson/certificationView/i18n/en';
import contractList from '../../screens/pagesPerson/contractList/i18n/en';
import editInformation from '../../screens/pagesPerson/editInformation/i18n/en';
import myCollection from '../../screens/pagesPerson/myCollection/i18n/en';
import myPartner from '../../screens/pagesPerson/myPartner/i18n/en';
import myTeam from '../../screens/pagesPerson/myTeam/i18n/en';
import walletView from '../../screens/pagesPerson/walletView/i18n/en';
import community from '../../ui/community/i18n/en';
import copyText from '../../ui/copy-text/i18n/en';
import countdownButton from '../../ui/countdown-button/i18n/en';
import couponCard from '../../ui/coupon-card/i18n/en';
import evaluation from '../../ui/evaluation/i18n/en';
import kefu from '../../ui/kefu/i18n/en';
import myOrderTabs from '../../ui/my-order-tabs/i18n/en';
import orderCard from '../../ui/order-card/i18n/en';
import orderForm from '../../ui/order-form/i18n/en';
import pickers from '../../ui/pickers/i18n/en';
import saveButton from '../../ui/save-button/i18n/en';
import taskAction from '../../ui/task-action/i18n/en';
import withdrawalRow from '../../ui/withdrawal-row/i18n/en';
import type { Catalog } from '..';
import lifecycle from '../lifecycle/en';

/** Every screen's texts beyond the first load, in English, in one file (./index.ts). */
const en: Catalog = {
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

export default en;
