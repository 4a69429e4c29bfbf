import { batchStartAnswer } from '../receipt/batch';
import { defineRoute } from '../shared/route';
import {
  extractPdfAnswer,
  extractPdfQuery,
  financeIdBody,
  pledgeQrData,
  pledgeSignProgress,
  pledgeSignQr,
  searchPledgeSignQuery,
} from './finance';
import { pledgeBatchBody, pledgePushAnswer, pledgeQrTokenQuery, pledgeSealAnswer } from './pledge';

const FLRK = '/api/kc-flrk';
const qrSeal = (path: string) =>
  defineRoute({ method: 'POST', path: `${FLRK}/ple/bill/${path}`, body: financeIdBody, answer: pledgeSignQr });
const sealNow = (path: string) =>
  defineRoute({ method: 'POST', path: `${FLRK}/ple/bill/${path}`, body: financeIdBody, answer: pledgeSealAnswer });

/**
 * The pledge notices' seals (spec 2 §4 QR signing dialog, Batch signing of pledge receipts; §7 Pledge and
 * financing): served by the server's finance module, called by the web's. The id of a seal is the financing
 * receipt row's (or the billId of a live row).
 */
export const pledgeRoutes = {
  shipperQrSeal: qrSeal('shipperExtractPledgeSign'),
  /** The spec's spelling (PLedge). */
  warehouseQrSeal: qrSeal('warehouseExtractPLedgeSign'),
  shipperSeal: sealNow('shipperPledgeSign'),
  warehouseSeal: sealNow('warehousePledgeSign'),
  qrData: defineRoute({
    method: 'GET',
    path: `${FLRK}/ple/bill/pledgeQrData`,
    query: pledgeQrTokenQuery,
    answer: pledgeQrData,
  }),
  /** data 205 when silent signing is off. */
  batchSign: defineRoute({
    method: 'POST',
    path: `${FLRK}/ple/bill/pledgeBatchSign`,
    body: pledgeBatchBody,
    answer: batchStartAnswer,
  }),
  progress: defineRoute({
    method: 'GET',
    path: `${FLRK}/ccb/finance/searchSignStatus`,
    query: searchPledgeSignQuery,
    answer: pledgeSignProgress,
  }),
  extractPdf: defineRoute({
    method: 'GET',
    path: `${FLRK}/ccb/finance/getExtractPdf`,
    query: extractPdfQuery,
    answer: extractPdfAnswer,
  }),
  push: defineRoute({
    method: 'POST',
    path: `${FLRK}/ccb/warehouse/pledge`,
    body: financeIdBody,
    answer: pledgePushAnswer,
  }),
} as const;
