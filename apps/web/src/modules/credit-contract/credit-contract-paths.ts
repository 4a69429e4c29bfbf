/** The phone page a credit consent's QR code opens (public, token-bound; the server builds the same path). */
export const CREDIT_SIGN_PATH = '/h5/creditSign';

/** Every 2 s while the drawer or a QR is open (spec 2 §4 "Credit contract signing"). */
export const CREDIT_POLL_MS = 2000;

/** The menu screen 征信合同 (investigation_agreement): every consent the caller may see. */
export const CREDIT_LIST_PATH = '/finance/investigationAgreement';
