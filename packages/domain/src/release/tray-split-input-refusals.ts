import { defineRefusals } from '../shared/errors';
import { traySplitInputMessages as m } from './tray-split-routes';

/** The input rules of the tray split (tray-split-routes.ts): a refused input answers its reason. */
export const traySplitInputRefusals = defineRefusals('traySplit', {
  tooManyTrays: [400, m.tooManyTrays],
  badType: [400, m.type],
  badStatus: [400, m.status],
  tooManyLots: [400, m.tooManyLots],
  lotLabelRequired: [400, m.lotLabel],
  lotLabelTooLong: [400, m.lotLabelLength],
  badLotWeight: [400, m.lotWeight],
  badLotQuantity: [400, m.lotQuantity],
});
