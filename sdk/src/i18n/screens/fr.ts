import aboutContract from '../../screens/pages/aboutContract/i18n/fr';
import aboutUs from '../../screens/pages/aboutUs/i18n/fr';
import authorisationView from '../../screens/pages/authorisationView/i18n/fr';
import bargainingList from '../../screens/pages/bargainingList/i18n/fr';
import bargainingView from '../../screens/pages/bargainingView/i18n/fr';
import chatViewCards from '../../screens/pages/chatView/cards/i18n/fr';
import chatView from '../../screens/pages/chatView/i18n/fr';
import checkLocation from '../../screens/pages/checkLocation/i18n/fr';
import deliverOrder from '../../screens/pages/deliverOrder/i18n/fr';
import downloadFile from '../../screens/pages/downloadFile/i18n/fr';
import editAddress from '../../screens/pages/editAddress/i18n/fr';
import evaluateServer from '../../screens/pages/evaluateServer/i18n/fr';
import hotTask from '../../screens/pages/hotTask/i18n/fr';
import iconProject from '../../screens/pages/iconProject/i18n/fr';
import loginView from '../../screens/pages/loginView/i18n/fr';
import manageAddress from '../../screens/pages/manageAddress/i18n/fr';
import modifyFee from '../../screens/pages/modifyFee/i18n/fr';
import modifyOrder from '../../screens/pages/modifyOrder/i18n/fr';
import orderCenter from '../../screens/pages/orderCenter/i18n/fr';
import orderDetail from '../../screens/pages/orderDetail/i18n/fr';
import orderList from '../../screens/pages/orderList/i18n/fr';
import orderPay from '../../screens/pages/orderPay/i18n/fr';
import personCenter from '../../screens/pages/personCenter/i18n/fr';
import personCenterNotifications from '../../screens/pages/personCenter/notifications/i18n/fr';
import realName from '../../screens/pages/realName/i18n/fr';
import receiverList from '../../screens/pages/receiverList/i18n/fr';
import recommendTask from '../../screens/pages/recommendTask/i18n/fr';
import searchView from '../../screens/pages/searchView/i18n/fr';
import selectCoupon from '../../screens/pages/selectCoupon/i18n/fr';
import selectMap from '../../screens/pages/selectMap/i18n/fr';
import selectOrder from '../../screens/pages/selectOrder/i18n/fr';
import selectProject from '../../screens/pages/selectProject/i18n/fr';
import talentInformation from '../../screens/pages/talentInformation/i18n/fr';
import talentList from '../../screens/pages/talentList/i18n/fr';
import upLoadFile from '../../screens/pages/upLoadFile/i18n/fr';
import webView from '../../screens/pages/webView/i18n/fr';
import evaluateCenter from '../../screens/pagesCommon/evaluateCenter/i18n/fr';
import evaluateDetail from '../../screens/pagesCommon/evaluateDetail/i18n/fr';
import feedbackView from '../../screens/pagesCommon/feedbackView/i18n/fr';
import kefuOperation from '../../screens/pagesManage/kefuOperation/i18n/fr';
import kefuOrder from '../../screens/pagesManage/kefuOrder/i18n/fr';
import kefuTask from '../../screens/pagesManage/kefuTask/i18n/fr';
import kefuTrade from '../../screens/pagesManage/kefuTrade/i18n/fr';
import kefuUser from '../../screens/pagesManage/kefuUser/i18n/fr';
import browseHistory from '../../screens/pagesPerson/browseHistory/i18n/fr';
import cashOut from '../../screens/pagesPerson/cashOut/i18n/fr';
import cashRecord from '../../screens/pagesPerson/cashRecord/i18n/fr';
import certificationView from '../../screens/pagesPerson/certificationView/i18n/fr';
import contractList from '../../screens/pagesPerson/contractList/i18n/fr';
import editInformation from '../../screens/pagesPerson/editInformation/i18n/fr';
import myCollection from '../../screens/pagesPerson/myCollection/i18n/fr';
import myPartner from '../../screens/pagesPerson/myPartner/i18n/fr';
import myTeam from '../../screens/pagesPerson/myTeam/i18n/fr';
import walletView from '../../screens/pagesPerson/walletView/i18n/fr';
import community from '../../ui/community/i18n/fr';
import copyText from '../../ui/copy-text/i18n/fr';
import countdownButton from '../../ui/countdown-button/i18n/fr';
import couponCard from '../../ui/coupon-card/i18n/fr';
import evaluation from '../../ui/evaluation/i18n/fr';
import kefu from '../../ui/kefu/i18n/fr';
import myOrderTabs from '../../ui/my-order-tabs/i18n/fr';
import orderCard from '../../ui/order-card/i18n/fr';
import orderForm from '../../ui/order-form/i18n/fr';
import pickers from '../../ui/pickers/i18n/fr';
import saveButton from '../../ui/save-button/i18n/fr';
import taskAction from '../../ui/task-action/i18n/fr';
import withdrawalRow from '../../ui/withdrawal-row/i18n/fr';
import type { Catalog } from '..';
import lifecycle from '../lifecycle/fr';

/** Every screen's texts beyond the first load, in French, in one file (./index.ts). */
const fr: Catalog = {
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

export default fr;
