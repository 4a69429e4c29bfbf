/** The trade module's door: its pages and what other modules' screens include. */

export { useTradeParty } from './hooks/use-trade-party';
export { tradeRoutes } from './routes';
