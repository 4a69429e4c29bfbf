import { defineRefusals } from '../shared/errors';
import { commonMessages } from '../shared/messages';

/** Refusals of a file download (spec 3 §7 attachments): a signed link that is forged or has expired. */
export const filesRefusals = defineRefusals('files', {
  linkInvalid: [403, commonMessages.fileLinkInvalid],
});
