/** Licence and ID-card recognition (spec 1 §5 "Licence recognition"); the sandbox plays the provider. */
export type RecognitionKind = 'idFront' | 'idBack' | 'licence';

export type RecognitionFields = {
  /** legalPerson fills the enterprise form's corporateInfo; businessLifeEnd may read '长期'. */
  licence: {
    name: string;
    address: string;
    legalPerson: string;
    creditCode: string;
    businessLifeStart: string;
    businessLifeEnd: string;
  };
  idFront: { name: string; idNumber: string };
  /** validPeriod as printed: yyyy.MM.dd-yyyy.MM.dd or yyyy.MM.dd-长期 */
  idBack: { issuingAuthority: string; validPeriod: string };
};

export type Recognition<K extends RecognitionKind = RecognitionKind> =
  | { recognised: false }
  | { recognised: true; fields: RecognitionFields[K] };

export type RecognitionPort = {
  recognise: <K extends RecognitionKind>(kind: K, bytes: Uint8Array, mime: string) => Promise<Recognition<K>>;
};
