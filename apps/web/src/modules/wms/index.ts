/** The WMS module's door: what other modules' screens include. */
export { HomeWmsEntry } from './components/home-wms-entry';
export { ReceiptWmsSection } from './components/receipt-wms-section';
export { wmsRoutes } from './routes';
