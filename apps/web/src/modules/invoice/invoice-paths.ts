/** spec 2 §5 Invoice: the invoice list and where an enterprise keeps its invoice information (开票信息). */
export const INVOICE_PATH = '/trade/invoice';
export const TRADE_INVOICE_PATH = '/trade/tradeInvoice';
