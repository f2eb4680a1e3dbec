import aboutContract from '../../screens/pages/aboutContract/i18n/es';
import aboutUs from '../../screens/pages/aboutUs/i18n/es';
import authorisationView from '../../screens/pages/authorisationView/i18n/es';
import bargainingList from '../../screens/pages/bargainingList/i18n/es';
import bargainingView from '../../screens/pages/bargainingView/i18n/es';
import chatViewCards from '../../screens/pages/chatView/cards/i18n/es';
import chatView from '../../screens/pages/chatView/i18n/es';
import checkLocation from '../../screens/pages/checkLocation/i18n/es';
import deliverOrder from '../../screens/pages/deliverOrder/i18n/es';
import downloadFile from '../../screens/pages/downloadFile/i18n/es';
import editAddress from '../../screens/pages/editAddress/i18n/es';
import evaluateServer from '../../screens/pages/evaluateServer/i18n/es';
import hotTask from '../../screens/pages/hotTask/i18n/es';
import iconProject from '../../screens/pages/iconProject/i18n/es';
import loginView from '../../screens/pages/loginView/i18n/es';
import manageAddress from '../../screens/pages/manageAddress/i18n/es';
import modifyFee from '../../screens/pages/modifyFee/i18n/es';
import modifyOrder from '../../screens/pages/modifyOrder/i18n/es';
import orderCenter from '../../screens/pages/orderCenter/i18n/es';
import orderDetail from '../../screens/pages/orderDetail/i18n/es';
import orderList from '../../screens/pages/orderList/i18n/es';
import orderPay from '../../screens/pages/orderPay/i18n/es';
import personCenter from '../../screens/pages/personCenter/i18n/es';
import personCenterNotifications from '../../screens/pages/personCenter/notifications/i18n/es';
import realName from '../../screens/pages/realName/i18n/es';
import receiverList from '../../screens/pages/receiverList/i18n/es';
import recommendTask from '../../screens/pages/recommendTask/i18n/es';
import searchView from '../../screens/pages/searchView/i18n/es';
import selectCoupon from '../../screens/pages/selectCoupon/i18n/es';
import selectMap from '../../screens/pages/selectMap/i18n/es';
import selectOrder from '../../screens/pages/selectOrder/i18n/es';
import selectProject from '../../screens/pages/selectProject/i18n/es';
import talentInformation from '../../screens/pages/talentInformation/i18n/es';
import talentList from '../../screens/pages/talentList/i18n/es';
import upLoadFile from '../../screens/pages/upLoadFile/i18n/es';
import webView from '../../screens/pages/webView/i18n/es';
import evaluateCenter from '../../screens/pagesCommon/evaluateCenter/i18n/es';
import evaluateDetail from '../../screens/pagesCommon/evaluateDetail/i18n/es';
import feedbackView from '../../screens/pagesCommon/feedbackView/i18n/es';
import kefuOperation from '../../screens/pagesManage/kefuOperation/i18n/es';
import kefuOrder from '../../screens/pagesManage/kefuOrder/i18n/es';
import kefuTask from '../../screens/pagesManage/kefuTask/i18n/es';
import kefuTrade from '../../screens/pagesManage/kefuTrade/i18n/es';
import kefuUser from '../../screens/pagesManage/kefuUser/i18n/es';
import browseHistory from '../../screens/pagesPerson/browseHistory/i18n/es';
import cashOut from '../../screens/pagesPerson/cashOut/i18n/es';
import cashRecord from '../../screens/pagesPerson/cashRecord/i18n/es';
import certificationView from '../../screens/pagesPerson/certificationView/i18n/es';
import contractList from '../../screens/pagesPerson/contractList/i18n/es';
import editInformation from '../../screens/pagesPerson/editInformation/i18n/es';
import myCollection from '../../screens/pagesPerson/myCollection/i18n/es';
import myPartner from '../../screens/pagesPerson/myPartner/i18n/es';
import myTeam from '../../screens/pagesPerson/myTeam/i18n/es';
import walletView from '../../screens/pagesPerson/walletView/i18n/es';
import community from '../../ui/community/i18n/es';
import copyText from '../../ui/copy-text/i18n/es';
import countdownButton from '../../ui/countdown-button/i18n/es';
import couponCard from '../../ui/coupon-card/i18n/es';
import evaluation from '../../ui/evaluation/i18n/es';
import kefu from '../../ui/kefu/i18n/es';
import myOrderTabs from '../../ui/my-order-tabs/i18n/es';
import orderCard from '../../ui/order-card/i18n/es';
import orderForm from '../../ui/order-form/i18n/es';
import pickers from '../../ui/pickers/i18n/es';
import saveButton from '../../ui/save-button/i18n/es';
import taskAction from '../../ui/task-action/i18n/es';
import withdrawalRow from '../../ui/withdrawal-row/i18n/es';
import type { Catalog } from '..';
import lifecycle from '../lifecycle/es';

/** Every screen's texts beyond the first load, in Spanish, in one file (./index.ts). */
const es: Catalog = {
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

export default es;
