import { z } from 'zod';
import { idString, linkText } from '../shared/envelope';

/** put-file-attach: the stored attachment, its signed link, the uploaded name and the storage key. */
export const attachUploaded = z.object({
  attachId: idString,
  link: linkText.nullable(),
  originalName: z.string(),
  name: z.string(),
});

export const licenceFields = z.object({
  name: z.string(),
  address: z.string(),
  legalPerson: z.string(),
  creditCode: z.string(),
  businessLifeStart: z.string(),
  businessLifeEnd: z.string(),
});
export const idFrontFields = z.object({ name: z.string(), idNumber: z.string() });
const idBackFields = z.object({ issuingAuthority: z.string(), validPeriod: z.string() });

/** spec 1 §5 Licence recognition: what was read from a licence or an ID card, or that nothing was. */
export const recognitionResult = z.union([
  z.object({ recognised: z.literal(false) }),
  z.object({ recognised: z.literal(true), fields: z.union([licenceFields, idFrontFields, idBackFields]) }),
]);

/** uploadFileForFront: the stored image, its link, and the recognition (null for a logo). */
export const frontUploaded = z.object({
  imgId: idString,
  link: linkText.nullable(),
  originalName: z.string(),
  result: recognitionResult.nullable(),
});

/**
 * A file body (a download, a PEM, a PNG): sent as it is (a stream, bytes or text with its own content-type), never
 * through the JSON serializer, so this schema only documents the answer as binary for the OpenAPI document.
 */
export const fileBody = (description: string) => z.unknown().meta({ description, type: 'string', format: 'binary' });
