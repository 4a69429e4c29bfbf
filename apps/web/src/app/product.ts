export const PRODUCT_NAME = '仓单交易与融资服务平台';
