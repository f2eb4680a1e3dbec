import { FIRST_PAGE } from '../../config';
import type { Transport } from '../transport';
import type { Agreement, AgreementSummary, Banner, Contract, Page, ShareItem } from '../types';

/** GET /api/banner/info: banners of a position (`home`). */
export const getBanners = (api: Transport, position: string) =>
  api.get<Banner[]>('/api/banner/info', { position });

/** GET /api/share/index: share configuration per page. */
export const getShareConfig = (api: Transport) => api.get<ShareItem[]>('/api/share/index');

/** GET /api/agreement/list: a page of agreements. */
export const getAgreementList = (api: Transport, page: number = FIRST_PAGE) =>
  api.get<Page<AgreementSummary>>('/api/agreement/list', { page });

/** GET /api/agreement/detail: one agreement (plain text content). */
export const getAgreementDetail = (api: Transport, agreement_key: string) =>
  api.get<Agreement>('/api/agreement/detail', { agreement_key });

/** GET /api/contract/detail: one contract (plain text content). */
export const getContractDetail = (api: Transport, contract_key: string) =>
  api.get<Contract>('/api/contract/detail', { contract_key });
