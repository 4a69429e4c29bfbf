/**
 * A callback the platform will never apply (wrong application, status the flow does not allow, data that does not
 * match): kept in the inbox as refused (3) with the reason, and acknowledged so the bank stops sending it.
 */
export class BankMessageRefused extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'BankMessageRefused';
  }
}

/**
 * A callback that came before the step it follows was recorded here (the admission before our push's answer was
 * stored, a disbursement before the last pledge seal): kept received (0) and answered as a failure, so the bank
 * sends it again; the inbox sweep applies it too once the application has caught up.
 */
export class BankMessageEarly extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'BankMessageEarly';
  }
}

export const refused = (reason: string) => new BankMessageRefused(reason);
export const early = (reason: string) => new BankMessageEarly(reason);
