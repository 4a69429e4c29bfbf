import { defaultErrorMessage, defineRefusals } from '../shared/errors';
import { baseMaterialMessages } from './base-material';
import { financingMessages } from './financing';

/**
 * Every refusal of the goods catalogue (spec 1 §3, §5, §8; spec 3 §9) with its stable reason (`goods.code_taken`).
 * A record that is not there or not the caller's answers the shared `access.not_found`.
 */
export const goodsRefusals = defineRefusals('goods', {
  /** Only the platform operator adds, edits, removes and hides categories; a bank holding the menu only reads. */
  notCatalogueKeeper: [403, defaultErrorMessage[403]],
  /** A bank user names another bank: it keeps only its own details and financing goods. */
  notOwnBank: [403, defaultErrorMessage[403]],
  codeTaken: [400, baseMaterialMessages.codeTaken],
  /** No bank named (and the caller is not one), or the named enterprise is not a live financial institution. */
  bankRequired: [400, financingMessages.bankRequired],
  bankDetailTaken: [400, financingMessages.bankDetailTaken],
  duplicateMaterial: [400, financingMessages.duplicateMaterial],
});
